import { ActionIcon, Group, Stack } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { Key, ReactNode } from 'react';
import { useNarrowScreen } from '../theme/use-narrow-screen.ts';
import { type Column, ResponsiveTable } from './responsive-table.tsx';
import { SortSelect } from './sort-select.tsx';
import { TableFooter } from './table-footer.tsx';
import { tableStatus } from './table-status.tsx';
import { TableToolbar } from './table-toolbar.tsx';
import type { useTableView } from './table-view.ts';

type TableView<T, K extends string, V extends string> = ReturnType<typeof useTableView<T, K, V>>;

export interface AdminTableProps<T, K extends string, V extends string> {
  /** The search, filter, order and page state from useTableView; its page's rows are shown. Required, no default. */
  view: TableView<T, K, V>;
  /** The labels of the toolbar, of the list of cards (e.g. 課程列表) and what the table counts (e.g. 門課程). Required, no default. */
  labels: {
    search: string;
    searchPlaceholder: string;
    filter: string;
    create?: string;
    list: string;
    unit: string;
  };
  /** The filter's choices; the first is the unfiltered one. Required, no default. */
  filterOptions: readonly { value: V; label: string }[];
  /** Called by the create button; without it the table has none. Default none. */
  onCreate?: () => void;
  /** The columns before 操作; those with a sort key sort the table. Required, no default. */
  columns: readonly Column<T, K>[];
  /** A row's stable identity. Required, no default. */
  rowKey: (row: T) => Key;
  /** A row's buttons, under 操作 or at the foot of its card. Required, no default. */
  actions: (row: T) => ReactNode;
  /** Below this width the table scrolls sideways instead of squeezing. Required, no default. */
  minWidth: number;
  /** The list is still loading. Required, no default. */
  loading: boolean;
  /** The list could not be loaded; called by 重新載入. Default null (it loaded). */
  onRetry?: (() => void) | null;
  /** What the table says while loading, when empty, when nothing matches and when loading failed. Required, no default. */
  messages: { loading: string; empty: string; noMatch: string; failed: string };
}

/**
 * The frame every admin table shares: toolbar, the rows (a table, or cards with a 排序 choice below 960px),
 * the count and the pages.
 */
export function AdminTable<T, K extends string, V extends string>(props: AdminTableProps<T, K, V>) {
  const { view, labels, columns } = props;
  const narrow = useNarrowScreen();
  return (
    <Stack gap="sm">
      <TableToolbar
        searchLabel={labels.search}
        searchPlaceholder={labels.searchPlaceholder}
        search={view.search}
        onSearchChange={view.setSearch}
        filterLabel={labels.filter}
        filterOptions={props.filterOptions}
        filter={view.filter}
        onFilterChange={view.setFilter}
        sortControl={narrow && <SortSelect columns={columns} sort={view.sort} onChange={view.setSort} />}
        createLabel={labels.create}
        onCreate={props.onCreate}
      />
      <ResponsiveTable
        columns={columns}
        rows={view.pageRows}
        rowKey={props.rowKey}
        actions={props.actions}
        status={tableStatus({
          loading: props.loading,
          onRetry: props.onRetry ?? null,
          total: view.total,
          matchCount: view.matchCount,
          messages: props.messages,
        })}
        sorting={{ sort: view.sort, onSort: view.toggleSort }}
        minWidth={props.minWidth}
        label={labels.list}
      />
      <TableFooter
        matchCount={view.matchCount}
        unit={labels.unit}
        page={view.page}
        totalPages={view.totalPages}
        onPageChange={view.setPage}
      />
    </Stack>
  );
}

export interface RowActionsProps {
  /** The row's name, for the buttons' accessible names (編輯 …, 刪除 …). Required, no default. */
  name: string;
  /** Called by the edit button. Required, no default. */
  onEdit: () => void;
  /** Called by the delete button; without it the row has none. Default none. */
  onDelete?: () => void;
}

/** The edit and delete icon buttons of a row. */
export function RowActions({ name, onEdit, onDelete }: RowActionsProps) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="subtle" aria-label={`編輯 ${name}`} onClick={onEdit}>
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
      {onDelete && (
        <ActionIcon variant="subtle" color="red" aria-label={`刪除 ${name}`} onClick={onDelete}>
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}
