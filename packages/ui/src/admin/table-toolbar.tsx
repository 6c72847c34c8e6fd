import { Button, Group, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EnumSelect } from '../form/enum-select.tsx';

export interface TableToolbarProps<V extends string> {
  /** Label of the search box, e.g. 搜尋課程. Required, no default. */
  searchLabel: string;
  /** Hint inside the empty search box. Required, no default. */
  searchPlaceholder: string;
  /** The search text. Required, no default. */
  search: string;
  /** Called with the new search text. Required, no default. */
  onSearchChange: (search: string) => void;
  /** Label of the filter dropdown. Required, no default. */
  filterLabel: string;
  /** The filter's choices; the first is the unfiltered one. Required, no default. */
  filterOptions: readonly { value: V; label: string }[];
  /** The chosen filter. Required, no default. */
  filter: V;
  /** Called with the chosen filter. Required, no default. */
  onFilterChange: (filter: V) => void;
  /** A control after the filter, e.g. 排序 where the rows have no headers to click. Default none. */
  sortControl?: ReactNode;
  /** Label of the create button, e.g. 新增課程. Default none (no create button). */
  createLabel?: string;
  /** Called by the create button; without it there is none (a list nothing is added to). Default none. */
  onCreate?: () => void;
}

/** Search, one filter and (for lists one adds to) the create button above an admin table; wraps onto several lines on a phone. */
export function TableToolbar<V extends string>(props: TableToolbarProps<V>) {
  const { filterOptions, onFilterChange } = props;
  return (
    <Group align="end" gap="sm" wrap="wrap">
      <TextInput
        label={props.searchLabel}
        placeholder={props.searchPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={props.search}
        onChange={(event) => props.onSearchChange(event.currentTarget.value)}
        style={{ flex: '1 1 200px' }}
      />
      <EnumSelect
        label={props.filterLabel}
        data={filterOptions}
        value={props.filter}
        allowDeselect={false}
        onChange={(value) => {
          if (value !== null) onFilterChange(value);
        }}
        style={{ flex: '0 1 180px' }}
      />
      {props.sortControl}
      {props.onCreate && props.createLabel && (
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={props.onCreate}>
          {props.createLabel}
        </Button>
      )}
    </Group>
  );
}
