import { ActionIcon, Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { User } from '@pastexam/api-contract';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { formatTaipeiDateTime } from './format.ts';
import { SortableTh } from './sortable-th.tsx';
import { TableBodyState } from './table-body-state.tsx';
import { TableFooter } from './table-footer.tsx';
import { TableToolbar } from './table-toolbar.tsx';
import { useTableView, zhCollator } from './table-view.ts';
import { authProviderLabels } from './user-labels.ts';

export interface UserTableProps {
  /** Every account, as GET /users/admin/users returns them. Required, no default. */
  users: readonly User[];
  /** The signed-in admin: their row has no delete button. Required, no default. */
  currentUserId: number;
  /** The list is still loading: a spinner row replaces the rows. Required, no default. */
  loading: boolean;
  /** Called by 新增使用者. Required, no default. */
  onCreate: () => void;
  /** Called with the account whose edit button was pressed. Required, no default. */
  onEdit: (user: User) => void;
  /** Called with the account whose delete button was pressed; the caller confirms. Required, no default. */
  onDelete: (user: User) => void;
  /** Rows per page. Default 10. */
  pageSize?: number;
}

const roleOptions = [
  { value: 'all', label: '全部' },
  { value: 'admin', label: '管理員' },
  { value: 'member', label: '一般使用者' },
] as const;
type RoleFilter = (typeof roleOptions)[number]['value'];

const byTime = (iso: string | null) => (iso === null ? 0 : Date.parse(iso));
const comparators = {
  name: (a: User, b: User) => zhCollator.compare(a.name, b.name),
  email: (a: User, b: User) => a.email.localeCompare(b.email),
  admin: (a: User, b: User) => Number(b.is_admin) - Number(a.is_admin) || zhCollator.compare(a.name, b.name),
  provider: (a: User, b: User) => a.auth_provider.localeCompare(b.auth_provider),
  lastLogin: (a: User, b: User) => byTime(a.last_login_at) - byTime(b.last_login_at),
};
const COLUMNS = 6;

/** User administration: search by name or email, an admin filter, sortable columns and pages. */
export function UserTable({
  users,
  currentUserId,
  loading,
  onCreate,
  onEdit,
  onDelete,
  pageSize = 10,
}: UserTableProps) {
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<RoleFilter>('all');
  const matches = useCallback(
    (user: User) => {
      const needle = search.trim().toLowerCase();
      const roleMatches = role === 'all' || user.is_admin === (role === 'admin');
      return (
        roleMatches && (user.name.toLowerCase().includes(needle) || user.email.toLowerCase().includes(needle))
      );
    },
    [search, role],
  );
  const view = useTableView({
    rows: users,
    matches,
    comparators,
    initialSort: { key: 'name', direction: 'asc' },
    pageSize,
  });

  return (
    <Stack gap="sm">
      <TableToolbar
        searchLabel="搜尋使用者"
        searchPlaceholder="輸入名稱或電子郵件"
        search={search}
        onSearchChange={(value) => {
          setSearch(value);
          view.setPage(1);
        }}
        filterLabel="身分"
        filterOptions={roleOptions}
        filter={role}
        onFilterChange={(value) => {
          setRole(value);
          view.setPage(1);
        }}
        createLabel="新增使用者"
        onCreate={onCreate}
      />
      <Table.ScrollContainer minWidth={760} type="native">
        <Table striped highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <SortableTh column="name" sort={view.sort} onSort={view.toggleSort}>
                名稱
              </SortableTh>
              <SortableTh column="email" sort={view.sort} onSort={view.toggleSort}>
                電子郵件
              </SortableTh>
              <SortableTh column="admin" sort={view.sort} onSort={view.toggleSort}>
                管理員
              </SortableTh>
              <SortableTh column="provider" sort={view.sort} onSort={view.toggleSort}>
                帳號類型
              </SortableTh>
              <SortableTh column="lastLogin" sort={view.sort} onSort={view.toggleSort}>
                最後登入
              </SortableTh>
              <Table.Th>操作</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <TableBodyState
              colSpan={COLUMNS}
              loading={loading}
              total={users.length}
              matchCount={view.matchCount}
              messages={{ loading: '載入使用者中…', empty: '尚無使用者', noMatch: '沒有符合條件的使用者' }}
            >
              {view.pageRows.map((user) => {
                const isSelf = user.id === currentUserId;
                return (
                  <Table.Tr key={user.id}>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <Text size="sm">{user.name}</Text>
                        {isSelf && (
                          <Badge size="xs" variant="light">
                            你
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>{user.email}</Table.Td>
                    <Table.Td>
                      <Badge
                        variant={user.is_admin ? 'filled' : 'outline'}
                        color={user.is_admin ? 'blue' : 'gray'}
                      >
                        {user.is_admin ? '是' : '否'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{authProviderLabels[user.auth_provider]}</Table.Td>
                    <Table.Td>
                      {user.last_login_at ? formatTaipeiDateTime(user.last_login_at) : '從未登入'}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`編輯 ${user.name}`}
                          onClick={() => onEdit(user)}
                        >
                          <IconPencil size={18} aria-hidden />
                        </ActionIcon>
                        {!isSelf && (
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`刪除 ${user.name}`}
                            onClick={() => onDelete(user)}
                          >
                            <IconTrash size={18} aria-hidden />
                          </ActionIcon>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </TableBodyState>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <TableFooter
        matchCount={view.matchCount}
        unit="位使用者"
        page={view.page}
        totalPages={view.totalPages}
        onPageChange={view.setPage}
      />
    </Stack>
  );
}
