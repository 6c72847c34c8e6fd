import { ActionIcon, Badge, Group } from '@mantine/core';
import type { User } from '@pastexam/api-contract';
import { IconDevicesOff } from '@tabler/icons-react';
import { ALL, withAllOption } from '../form/options.ts';
import { formatTaipeiDateTime } from '../time-format.ts';
import { AdminTable, type AdminTableFrameProps, type AdminTableSpec, RowActions } from './admin-table.tsx';
import { type NameBadge, NameCell } from './name-cell.tsx';
import type { Column } from './responsive-table.tsx';
import { zhCollator } from './table-view.ts';
import { authProviderLabels } from './user-labels.ts';

export interface UserTableProps extends AdminTableFrameProps {
  /** Every account, as GET /users/admin/users returns them. Required, no default. */
  users: readonly User[];
  /** The signed-in admin: their row has no delete button. Required, no default. */
  currentUserId: number;
  /** Called by 新增使用者. Required, no default. */
  onCreate: () => void;
  /** Called with the account whose edit button was pressed. Required, no default. */
  onEdit: (user: User) => void;
  /** Called with the account whose delete button was pressed; the caller confirms. Required, no default. */
  onDelete: (user: User) => void;
  /**
   * Called with the account whose 登出所有裝置 button was pressed; the caller confirms. The admin's own row has
   * none (the top bar's menu ends their own sessions). Required, no default.
   */
  onLogoutAll: (user: User) => void;
}

const roleOptions = withAllOption([
  { value: 'admin', label: '管理員' },
  { value: 'member', label: '一般使用者' },
]);
type RoleFilter = (typeof roleOptions)[number]['value'];

const byTime = (iso: string | null) => (iso === null ? 0 : Date.parse(iso));
const comparators = {
  name: (a: User, b: User) => zhCollator.compare(a.name, b.name),
  email: (a: User, b: User) => a.email.localeCompare(b.email),
  admin: (a: User, b: User) => Number(b.is_admin) - Number(a.is_admin) || zhCollator.compare(a.name, b.name),
  provider: (a: User, b: User) => a.auth_provider.localeCompare(b.auth_provider),
  lastLogin: (a: User, b: User) => byTime(a.last_login_at) - byTime(b.last_login_at),
};

/** By name or email, within the chosen role. */
const matches = (user: User, search: string, role: RoleFilter) =>
  (role === ALL || user.is_admin === (role === 'admin')) &&
  (user.name.toLowerCase().includes(search) || user.email.toLowerCase().includes(search));

type SortKey = keyof typeof comparators;

/** Marks the signed-in admin's own row. */
const SELF_BADGE: NameBadge = { label: '你', variant: 'light' };

/** The columns; the name's badge 你 marks the signed-in admin's own row. */
const columnsFor = (currentUserId: number): readonly Column<User, SortKey>[] => [
  {
    label: '名稱',
    sortKey: 'name',
    cell: (user) => <NameCell name={user.name} badge={user.id === currentUserId ? SELF_BADGE : null} />,
  },
  {
    label: '電子郵件',
    sortKey: 'email',
    cell: (user) =>
      user.email_needs_review ? (
        <Group gap={6} wrap="nowrap">
          {user.email}
          <Badge
            variant="light"
            color="orange"
            title="從舊系統匯入，不符本系統的格式或曾因重複而改寫：請確認後修正"
          >
            電子郵件待確認
          </Badge>
        </Group>
      ) : (
        user.email
      ),
  },
  {
    label: '管理員',
    sortKey: 'admin',
    cell: (user) => (
      <Badge variant={user.is_admin ? 'filled' : 'outline'} color={user.is_admin ? 'blue' : 'gray'}>
        {user.is_admin ? '是' : '否'}
      </Badge>
    ),
  },
  { label: '帳號類型', sortKey: 'provider', cell: (user) => authProviderLabels[user.auth_provider] },
  {
    label: '最後登入',
    sortKey: 'lastLogin',
    cell: (user) => (user.last_login_at ? formatTaipeiDateTime(user.last_login_at) : '從未登入'),
  },
];

/** Everything but the columns, which mark the signed-in admin's own row. */
const USER_TABLE: Omit<AdminTableSpec<User, SortKey, RoleFilter>, 'columns'> = {
  rowKey: (user) => user.id,
  filterOptions: roleOptions,
  initialFilter: ALL,
  matches,
  comparators,
  initialSort: { key: 'name', direction: 'asc' },
  minWidth: 800,
  labels: {
    search: '搜尋使用者',
    searchPlaceholder: '輸入名稱或電子郵件',
    filter: '身分',
    create: '新增使用者',
    list: '使用者列表',
    unit: '位使用者',
  },
  messages: {
    loading: '載入使用者中…',
    empty: '尚無使用者',
    noMatch: '沒有符合條件的使用者',
    failed: '無法載入使用者列表',
  },
};

/** User administration: search by name or email, an admin filter, sortable columns and pages. */
export function UserTable({ users, currentUserId, onEdit, onDelete, onLogoutAll, ...frame }: UserTableProps) {
  return (
    <AdminTable
      spec={{ ...USER_TABLE, columns: columnsFor(currentUserId) }}
      rows={users}
      {...frame}
      actions={(user) => {
        const isSelf = user.id === currentUserId;
        return (
          <Group gap={4} wrap="nowrap">
            {!isSelf && (
              <ActionIcon
                variant="subtle"
                color="orange"
                aria-label={`登出所有裝置 ${user.name}`}
                onClick={() => onLogoutAll(user)}
              >
                <IconDevicesOff size={18} aria-hidden />
              </ActionIcon>
            )}
            {/* An admin cannot delete their own account; the server refuses it too. */}
            <RowActions
              name={user.name}
              onEdit={() => onEdit(user)}
              onDelete={isSelf ? undefined : () => onDelete(user)}
            />
          </Group>
        );
      }}
    />
  );
}
