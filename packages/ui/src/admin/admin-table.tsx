import { ActionIcon, Group, Stack, Table } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SortableTh } from './sortable-th.tsx';
import { TableBodyState } from './table-body-state.tsx';
import { TableFooter } from './table-footer.tsx';
import { TableToolbar } from './table-toolbar.tsx';
import type { useTableView } from './table-view.ts';

type TableView<K extends string, V extends string> = Pick<
  ReturnType<typeof useTableView<unknown, K, V>>,
  | 'search'
  | 'setSearch'
  | 'filter'
  | 'setFilter'
  | 'sort'
  | 'toggleSort'
  | 'total'
  | 'matchCount'
  | 'page'
  | 'totalPages'
  | 'setPage'
>;

export interface AdminTableProps<K extends string, V extends string> {
  /** The search, filter, order and page state from useTableView. Required, no default. */
  view: TableView<K, V>;
  /** The labels of the toolbar and what the table counts (e.g. 門課程). Required, no default. */
  labels: { search: string; searchPlaceholder: string; filter: string; create?: string; unit: string };
  /** The filter's choices; the first is the unfiltered one. Required, no default. */
  filterOptions: readonly { value: V; label: string }[];
  /** Called by the create button; without it the table has none. Default none. */
  onCreate?: () => void;
  /** The column headers; those with a sort key sort the table. Required, no default. */
  columns: readonly { label: string; sortKey?: K }[];
  /** Below this width the table scrolls sideways instead of squeezing (phones). Required, no default. */
  minWidth: number;
  /** The list is still loading. Required, no default. */
  loading: boolean;
  /** The list could not be loaded; called by 重新載入. Default null (it loaded). */
  onRetry?: (() => void) | null;
  /** What the table says while loading, when empty, when nothing matches and when loading failed. Required, no default. */
  messages: { loading: string; empty: string; noMatch: string; failed: string };
  /** The current page's rows. Required, no default. */
  children: ReactNode;
}

/** The frame every admin table shares: toolbar, sortable headers, status rows, count and pages. */
export function AdminTable<K extends string, V extends string>(props: AdminTableProps<K, V>) {
  const { view, labels, columns } = props;
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
        createLabel={labels.create}
        onCreate={props.onCreate}
      />
      <Table.ScrollContainer minWidth={props.minWidth} type="native">
        <Table striped highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              {columns.map(({ label, sortKey }) =>
                sortKey ? (
                  <SortableTh key={label} column={sortKey} sort={view.sort} onSort={view.toggleSort}>
                    {label}
                  </SortableTh>
                ) : (
                  <Table.Th key={label}>{label}</Table.Th>
                ),
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <TableBodyState
              colSpan={columns.length}
              loading={props.loading}
              onRetry={props.onRetry}
              total={view.total}
              matchCount={view.matchCount}
              messages={props.messages}
            >
              {props.children}
            </TableBodyState>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
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
