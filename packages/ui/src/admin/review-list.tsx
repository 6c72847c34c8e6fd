import { Badge, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { loadStatus, TableStatusMessage } from './table-status.tsx';
import { useAdminWords } from './use-admin-words.ts';

/** 待處理 or 已處理: what 檢舉 lists. */
export type ReviewListState = 'open' | 'resolved';

export type ReportListProps<T> = {
  /** The items; null while they load or when they could not be loaded. Required. */
  items: T[] | null;
  /** Whether the list is loading. Default false. */
  loading?: boolean;
  /** Asks again after a failed load; null when it loaded. Default null. */
  onRetry?: (() => void) | null;
  /** What is said when the list failed (`無法載入檢舉`). Required, no default. */
  failedText: string;
  /** What is said when nothing is listed. Required, no default. */
  emptyText: string;
  /** One item as an `li`. Required, no default. */
  renderItem: (item: T) => ReactNode;
};

/** A list of reports (檢舉, 我的檢舉), or why there is none: still loading, failed, or empty. */
export function ReportList<T>({ items, loading = false, onRetry = null, ...props }: ReportListProps<T>) {
  const t = useAdminWords();
  const loadingText = t('admin.loading');
  const load = loadStatus(loading, onRetry, { loading: loadingText, failed: props.failedText });
  if (load || !items) return <TableStatusMessage status={load ?? { text: loadingText, loading: true }} />;
  if (items.length === 0) return <Text c="dimmed">{props.emptyText}</Text>;
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map(props.renderItem)}
    </Stack>
  );
}

export type ReviewListProps<T> = Omit<ReportListProps<T>, 'emptyText'> & {
  /** 待處理 or 已處理. Required, no default. */
  state: ReviewListState;
  /** Called when the admin switches between them. Required, no default. */
  onStateChange: (state: ReviewListState) => void;
  /** What is said when nothing is listed, for each state. Required, no default. */
  emptyText: Record<ReviewListState, string>;
};

/** 待處理 / 已處理 above a list of reports to review: 檢舉's lists share it. */
export function ReviewList<T>({ state, onStateChange, emptyText, ...list }: ReviewListProps<T>) {
  const t = useAdminWords();
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={t('admin.reportState')}
        value={state}
        onChange={(value) => onStateChange(value === 'resolved' ? 'resolved' : 'open')}
        data={[
          { value: 'open', label: t('admin.reportOpen') },
          { value: 'resolved', label: t('admin.reportResolved') },
        ]}
        w="fit-content"
      />
      <ReportList {...list} emptyText={emptyText[state]} />
    </Stack>
  );
}

export type MyReportItemProps = {
  /** Where the report was made (the exam, and its question or course). Required, no default. */
  title: string;
  /** The outcome's label and colour; null while the report is open (處理中). Required. */
  outcome: { label: string; color: string } | null;
  /** Whether the reporter saw the outcome; an unseen one is marked 新. Required, no default. */
  seen: boolean;
  /** What was reported and what came of it. Required, no default. */
  children: ReactNode;
};

/** One of 我的檢舉's reports: where, and 處理中 or the outcome, new until seen. */
export function MyReportItem({ title, outcome, seen, children }: MyReportItemProps) {
  const t = useAdminWords();
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600}>{title}</Text>
        {outcome ? (
          <Badge color={outcome.color} variant="light">
            {outcome.label}
            {seen ? '' : t('admin.reportNew')}
          </Badge>
        ) : (
          <Badge color="blue" variant="light">
            {t('admin.reportPending')}
          </Badge>
        )}
      </Group>
      {children}
    </Paper>
  );
}
