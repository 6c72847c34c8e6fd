import { ActionIcon, Group, Stack } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { Key, ReactNode } from 'react';
import { adminMessages } from '../i18n/compiled/admin.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';
import { useNarrowScreen } from '../theme/use-narrow-screen.ts';
import { type Column, ResponsiveTable } from './responsive-table.tsx';
import { SortSelect } from './sort-select.tsx';
import { TableFooter } from './table-footer.tsx';
import { tableStatus } from './table-status.tsx';
import { TableToolbar } from './table-toolbar.tsx';
import { type TableViewOptions, useTableView } from './table-view.ts';

/** What the page showing an admin table controls, the same for every admin table. */
export interface AdminTableFrameProps {
  /** The list is still loading: a spinner row replaces the rows. Required, no default. */
  loading: boolean;
  /** The list could not be loaded: the table says so and 重新載入 calls this. Default null (it loaded). */
  onRetry?: (() => void) | null;
  /** Rows per page. Default 10. */
  pageSize?: number;
}

/** What sets one admin table apart: its columns, how it searches, filters and sorts, and its wording. */
export interface AdminTableSpec<T, K extends string, V extends string>
  extends Omit<TableViewOptions<T, K, V>, 'rows' | 'pageSize'> {
  /**
   * The labels of the toolbar, of the list of cards (e.g. 課程列表), and how many rows are said, plural-aware
   * (`共 12 門課程`, `12 courses`).
   */
  labels: {
    search: string;
    searchPlaceholder: string;
    filter: string;
    create?: string;
    list: string;
    count: (count: number) => string;
  };
  /** The filter's choices; the first is the unfiltered one. */
  filterOptions: readonly { value: V; label: string }[];
  /** The columns before 操作; those with a sort key sort the table. */
  columns: readonly Column<T, K>[];
  /** A row's stable identity. */
  rowKey: (row: T) => Key;
  /** Below this width the table scrolls sideways instead of squeezing. */
  minWidth: number;
  /** What the table says while loading, when empty, when nothing matches and when loading failed. */
  messages: { loading: string; empty: string; noMatch: string; failed: string };
}

export interface AdminTableProps<T, K extends string, V extends string> extends AdminTableFrameProps {
  /** The table's columns, search, filter, order and wording. Required, no default. */
  spec: AdminTableSpec<T, K, V>;
  /** Every row; searching, filtering, sorting and paging happen here. Required, no default. */
  rows: readonly T[];
  /** A row's buttons, under 操作 or at the foot of its card. Required, no default. */
  actions: (row: T) => ReactNode;
  /** Called by the create button; without it the table has none. Default none. */
  onCreate?: () => void;
}

/**
 * The frame every admin table shares: toolbar, the rows (a table, or cards with a 排序 choice below 960px),
 * the count and the pages.
 */
export function AdminTable<T, K extends string, V extends string>({
  spec,
  rows,
  actions,
  onCreate,
  loading,
  onRetry = null,
  pageSize = 10,
}: AdminTableProps<T, K, V>) {
  const { labels, columns } = spec;
  const view = useTableView({ ...spec, rows, pageSize });
  const narrow = useNarrowScreen();
  return (
    <Stack gap="sm">
      <TableToolbar
        searchLabel={labels.search}
        searchPlaceholder={labels.searchPlaceholder}
        search={view.search}
        onSearchChange={view.setSearch}
        filterLabel={labels.filter}
        filterOptions={spec.filterOptions}
        filter={view.filter}
        onFilterChange={view.setFilter}
        sortControl={narrow && <SortSelect columns={columns} sort={view.sort} onChange={view.setSort} />}
        createLabel={labels.create}
        onCreate={onCreate}
      />
      <ResponsiveTable
        columns={columns}
        rows={view.pageRows}
        rowKey={spec.rowKey}
        actions={actions}
        status={tableStatus({
          loading,
          onRetry,
          total: view.total,
          matchCount: view.matchCount,
          messages: spec.messages,
        })}
        sorting={{ sort: view.sort, onSort: view.toggleSort }}
        minWidth={spec.minWidth}
        label={labels.list}
      />
      <TableFooter
        matchCount={view.matchCount}
        countText={labels.count}
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
  const t = useT(adminMessages);
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="subtle" aria-label={t('admin.editName', { name })} onClick={onEdit}>
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
      {onDelete && (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('admin.deleteName', { name })}
          onClick={onDelete}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}
