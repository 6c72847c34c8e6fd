import { Select } from '@mantine/core';
import { adminMessages } from '../i18n/compiled/admin.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';
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
  const t = useT(adminMessages);
  const orders = columns.flatMap(({ label, sortKey }) =>
    sortKey
      ? (['asc', 'desc'] as const).map((direction) => ({
          value: `${sortKey}:${direction}`,
          label: t(direction === 'asc' ? 'admin.sortAscending' : 'admin.sortDescending', { label }),
          sort: { key: sortKey, direction },
        }))
      : [],
  );
  return (
    <Select
      label={t('admin.sort')}
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
