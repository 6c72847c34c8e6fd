import { ActionIcon, Badge, Group } from '@mantine/core';
import type { User } from '@pastexam/api-contract';
import { IconDevicesOff } from '@tabler/icons-react';
import { useMemo } from 'react';
import { ALL, withAllOption } from '../form/options.ts';
import { adminMessages } from '../i18n/compiled/admin.catalogue.ts';
import { type Formats, formatsFor } from '../i18n/format.ts';
import type { Translate } from '../i18n/i18n.ts';
import { useLocale, useT } from '../i18n/locale-provider.tsx';
import type { MessageId } from '../i18n/messages/admin.zh-TW.ts';
import { AdminTable, type AdminTableFrameProps, type AdminTableSpec, RowActions } from './admin-table.tsx';
import { type NameBadge, NameCell } from './name-cell.tsx';
import type { Column } from './responsive-table.tsx';
import { zhCollator } from './table-view.ts';
import { authProviderLabel } from './user-labels.ts';

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

const roleOptionsFor = (t: Translate<MessageId>) =>
  withAllOption(
    [
      { value: 'admin', label: t('admin.roleAdmin') },
      { value: 'member', label: t('admin.roleMember') },
    ],
    t('admin.all'),
  );
type RoleFilter = ReturnType<typeof roleOptionsFor>[number]['value'];

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

/** The columns; the name's badge 你 marks the signed-in admin's own row. */
const columnsFor = (
  t: Translate<MessageId>,
  currentUserId: number,
  dateTime: Formats['dateTime'],
): readonly Column<User, SortKey>[] => {
  const selfBadge: NameBadge = { label: t('admin.you'), variant: 'light' };
  return [
    {
      label: t('admin.name'),
      sortKey: 'name',
      cell: (user) => <NameCell name={user.name} badge={user.id === currentUserId ? selfBadge : null} />,
    },
    {
      label: t('admin.email'),
      sortKey: 'email',
      cell: (user) =>
        user.email_needs_review ? (
          <Group gap={6} wrap="nowrap">
            {user.email}
            <Badge variant="light" color="orange" title={t('admin.emailNeedsReviewTitle')}>
              {t('admin.emailNeedsReview')}
            </Badge>
          </Group>
        ) : (
          user.email
        ),
    },
    {
      label: t('admin.administrator'),
      sortKey: 'admin',
      cell: (user) => (
        <Badge variant={user.is_admin ? 'filled' : 'outline'} color={user.is_admin ? 'blue' : 'gray'}>
          {t(user.is_admin ? 'admin.yes' : 'admin.no')}
        </Badge>
      ),
    },
    {
      label: t('admin.accountType'),
      sortKey: 'provider',
      cell: (user) => authProviderLabel(t, user.auth_provider),
    },
    {
      label: t('admin.lastLogin'),
      sortKey: 'lastLogin',
      cell: (user) => (user.last_login_at ? dateTime(user.last_login_at) : t('admin.neverLoggedIn')),
    },
  ];
};

/** Everything but the columns, which mark the signed-in admin's own row. */
const userTable = (t: Translate<MessageId>): Omit<AdminTableSpec<User, SortKey, RoleFilter>, 'columns'> => ({
  rowKey: (user) => user.id,
  filterOptions: roleOptionsFor(t),
  initialFilter: ALL,
  matches,
  comparators,
  initialSort: { key: 'name', direction: 'asc' },
  minWidth: 800,
  labels: {
    search: t('admin.userSearch'),
    searchPlaceholder: t('admin.userSearchPlaceholder'),
    filter: t('admin.userFilter'),
    create: t('admin.userCreate'),
    list: t('admin.userList'),
    count: (count) => t('admin.userCount', { count }),
  },
  messages: {
    loading: t('admin.userLoading'),
    empty: t('admin.userEmpty'),
    noMatch: t('admin.userNoMatch'),
    failed: t('admin.userFailed'),
  },
});

/** User administration: search by name or email, an admin filter, sortable columns and pages. */
export function UserTable({ users, currentUserId, onEdit, onDelete, onLogoutAll, ...frame }: UserTableProps) {
  const t = useT(adminMessages);
  const { dateTime } = formatsFor(useLocale());
  const spec = useMemo(
    () => ({ ...userTable(t), columns: columnsFor(t, currentUserId, dateTime) }),
    [t, currentUserId, dateTime],
  );
  return (
    <AdminTable
      spec={spec}
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
                aria-label={t('admin.logoutAllName', { name: user.name })}
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
