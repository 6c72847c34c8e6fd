import { Select } from '@mantine/core';
import type { SortState } from './table-view.ts';

export interface SortSelectProps<K extends string> {
  /** The columns; those with a sort key are offered, each in both directions. Required, no default. */
  columns: readonly { label: string; sortKey?: K }[];
  /** The current order. Required, no default. */
  sort: SortState<K>;
  /** Called with the chosen order. Required, no default. */
  onChange: (sort: SortState<K>) => void;
}

/** 排序 for a list of cards, which has no headers to click: every sortable column, ascending or descending. */
export function SortSelect<K extends string>({ columns, sort, onChange }: SortSelectProps<K>) {
  const orders = columns.flatMap(({ label, sortKey }) =>
    sortKey
      ? (['asc', 'desc'] as const).map((direction) => ({
          value: `${sortKey}:${direction}`,
          label: `${label}（${direction === 'asc' ? '遞增' : '遞減'}）`,
          sort: { key: sortKey, direction },
        }))
      : [],
  );
  return (
    <Select
      label="排序"
      data={orders.map(({ value, label }) => ({ value, label }))}
      value={`${sort.key}:${sort.direction}`}
      allowDeselect={false}
      onChange={(value) => {
        const order = orders.find((candidate) => candidate.value === value);
        if (order) onChange(order.sort);
      }}
      // Beside the filter on a 375px phone, taking what the filter leaves of the line.
      style={{ flex: '1 1 140px' }}
    />
  );
}
