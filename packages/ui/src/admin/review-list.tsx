import { SegmentedControl, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { loadStatus, TableStatusMessage } from './table-status.tsx';

/** 待處理 or 已處理: what 檢舉 lists. */
export type ReviewListState = 'open' | 'resolved';

export type ReviewListProps<T> = {
  /** 待處理 or 已處理. Required, no default. */
  state: ReviewListState;
  /** Called when the admin switches between them. Required, no default. */
  onStateChange: (state: ReviewListState) => void;
  /** The items; null while they load or when they could not be loaded. Required. */
  items: T[] | null;
  /** Whether the list is loading. Default false. */
  loading?: boolean;
  /** Asks again after a failed load; null when it loaded. Default null. */
  onRetry?: (() => void) | null;
  /** What is said when the list failed (`無法載入檢舉`). Required, no default. */
  failedText: string;
  /** What is said when nothing is listed, for each state. Required, no default. */
  emptyText: Record<ReviewListState, string>;
  /** One item as an `li`. Required, no default. */
  renderItem: (item: T) => ReactNode;
};

/** 待處理 / 已處理 above a list of reports to review, or why there is none: 檢舉's lists share it. */
export function ReviewList<T>(props: ReviewListProps<T>) {
  const { state, items, loading = false, onRetry = null } = props;
  const load = loadStatus(loading, onRetry, { loading: '載入中…', failed: props.failedText });
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="檢舉狀態"
        value={state}
        onChange={(value) => props.onStateChange(value === 'resolved' ? 'resolved' : 'open')}
        data={[
          { value: 'open', label: '待處理' },
          { value: 'resolved', label: '已處理' },
        ]}
        w="fit-content"
      />
      {load || !items ? (
        <TableStatusMessage status={load ?? { text: '載入中…', loading: true }} />
      ) : items.length === 0 ? (
        <Text c="dimmed">{props.emptyText[state]}</Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map(props.renderItem)}
        </Stack>
      )}
    </Stack>
  );
}
