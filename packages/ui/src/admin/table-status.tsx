import { Button, Group, Loader, Text } from '@mantine/core';
import { useAdminWords } from './use-admin-words.ts';

/** What a table says instead of rows: loading, failed (with a retry), empty, or nothing matching. */
export type TableStatus = { text: string; loading?: boolean; onRetry?: () => void };

export interface TableStatusInput {
  /** The list is still loading. */
  loading: boolean;
  /** The list could not be loaded; called by 重新載入. Null when it loaded. */
  onRetry: (() => void) | null;
  /** How many rows exist before filtering. */
  total: number;
  /** How many rows pass the search and filters. */
  matchCount: number;
  /** What the table says in each case. */
  messages: { loading: string; empty: string; noMatch: string; failed: string };
}

/** Whether a list is still loading or failed to, as every list says it; null once it has loaded. */
export function loadStatus(
  loading: boolean,
  onRetry: (() => void) | null,
  messages: { loading: string; failed: string },
): TableStatus | null {
  if (loading) return { text: messages.loading, loading: true };
  // Never "no courses yet" after a failed load: the reader would take it for an empty list.
  if (onRetry) return { text: messages.failed, onRetry };
  return null;
}

/** Why the table has no rows to show, or null when it has. */
export function tableStatus({
  loading,
  onRetry,
  total,
  matchCount,
  messages,
}: TableStatusInput): TableStatus | null {
  const load = loadStatus(loading, onRetry, messages);
  if (load) return load;
  if (total === 0) return { text: messages.empty };
  if (matchCount === 0) return { text: messages.noMatch };
  return null;
}

/** The one line a table shows instead of rows, centred, with a spinner or 重新載入 when it applies. */
export function TableStatusMessage({ status }: { status: TableStatus }) {
  const t = useAdminWords();
  return (
    <Group justify="center" gap="xs" py="lg">
      {status.loading && <Loader size="sm" aria-hidden />}
      <Text c="dimmed" size="sm">
        {status.text}
      </Text>
      {status.onRetry && (
        <Button size="xs" variant="light" onClick={status.onRetry}>
          {t('admin.retry')}
        </Button>
      )}
    </Group>
  );
}
