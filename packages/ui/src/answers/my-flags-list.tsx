import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { FlagOutcome, MyFlag } from '@pastexam/api-contract';
import { flagOutcomeLabels, flagReasonLabels } from '@pastexam/api-contract/labels';
import { loadStatus, TableStatusMessage } from '../admin/table-status.tsx';
import { formatTaipeiDateTime } from '../time-format.ts';

const outcomeColors: Record<FlagOutcome, string> = { kept: 'gray', hidden: 'orange', deleted: 'red' };

/** What the flagger is told of each outcome. */
export const outcomeSentences: Record<FlagOutcome, string> = {
  kept: '管理員檢視後決定保留這則解答',
  hidden: '管理員已隱藏這則解答',
  deleted: '這則解答已被刪除',
};

export type MyFlagsListProps = {
  /** The user's flags, newest first; null while they load or when they could not be loaded. Required. */
  flags: MyFlag[] | null;
  /** Whether GET /users/me/flags is running. Default false. */
  loading?: boolean;
  /** Asks again after a failed load; null when it loaded. Default null. */
  onRetry?: (() => void) | null;
};

/** 我的檢舉: each flag with its reason, where it was, and the outcome once an admin resolved it (product §4.12). */
export function MyFlagsList({ flags, loading = false, onRetry = null }: MyFlagsListProps) {
  const load = loadStatus(loading, onRetry, { loading: '載入中…', failed: '無法載入我的檢舉' });
  if (load || !flags) return <TableStatusMessage status={load ?? { text: '載入中…', loading: true }} />;
  if (flags.length === 0) return <Text c="dimmed">您還沒有檢舉任何解答</Text>;
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {flags.map((flag) => (
        <Paper component="li" key={flag.id} withBorder p="sm" radius="md">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text fw={600}>
              {flag.archive_name}
              {flag.question_name ? `・${flag.question_name}` : ''}
            </Text>
            {flag.outcome ? (
              <Badge color={outcomeColors[flag.outcome]} variant="light">
                {flagOutcomeLabels[flag.outcome]}
                {flag.seen ? '' : '・新'}
              </Badge>
            ) : (
              <Badge color="blue" variant="light">
                處理中
              </Badge>
            )}
          </Group>
          <Text size="sm">
            理由：{flagReasonLabels[flag.reason]}
            {flag.note ? `（${flag.note}）` : ''}・{formatTaipeiDateTime(flag.created_at)}
          </Text>
          {flag.excerpt && (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {flag.excerpt}
            </Text>
          )}
          {flag.outcome && <Text size="sm">{outcomeSentences[flag.outcome]}</Text>}
        </Paper>
      ))}
    </Stack>
  );
}
