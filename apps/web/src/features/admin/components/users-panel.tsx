import type { User } from '@pastexam/api-contract';
import { type UserField, type UserSubmission, UserTable } from '@pastexam/ui/admin';
import { useConfirm } from '@pastexam/ui/confirm-dialog';
import { toast } from '@pastexam/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { track } from '../../../lib/analytics.ts';
import { lazyDialog, useOpenedOnce, usePreloadWhenIdle } from '../../../lib/lazy-component.ts';
import { toastRefusal } from '../../../lib/refusals.ts';
import { useServices } from '../../../lib/services.tsx';
import { adminUsersQuery, useLogoutAllOfUser, useUserChanges } from '../api/admin-users.ts';
import { type EntityAdminConfig, useEntityAdmin } from '../hooks/use-entity-admin.ts';

// The form is its own chunk, fetched once the page is idle: the table comes first.
const UserFormDialog = lazyDialog(() =>
  import('@pastexam/ui/admin/user-form-dialog').then((module) => module.UserFormDialog),
);

const userAdmin: EntityAdminConfig<User, UserField, typeof useUserChanges.saveRoutes> = {
  noun: '使用者',
  conflictFields: { duplicate_name: 'name', duplicate_email: 'email' },
  saveRoutes: useUserChanges.saveRoutes,
  deleteWarning: () => '此帳號將無法再登入；他上傳的考古題會保留。',
  events: { create: 'user-create', update: 'user-update', delete: 'user-delete' },
};

export interface UsersPanelProps {
  /** The signed-in admin's id: their own row cannot be deleted or demoted. */
  currentUserId: number;
}

/** 登出所有裝置 for another account: confirmed first, then said done or failed in a toast. */
function useLogoutAllOfUserAction() {
  const confirm = useConfirm();
  const logoutAll = useLogoutAllOfUser();
  return async (user: User) => {
    const confirmed = await confirm({
      title: '登出所有裝置',
      message: `確定要結束「${user.name}」在所有裝置上的登入嗎？他需要重新登入才能繼續使用。`,
      confirmLabel: '登出所有裝置',
      danger: true,
    });
    if (!confirmed) return;
    try {
      await logoutAll.mutateAsync(user.id);
      track('user-logout-all', { id: user.id });
      toast.success('已登出所有裝置', `已結束「${user.name}」在所有裝置上的登入`);
    } catch (error) {
      toastRefusal('登出所有裝置失敗', error);
    }
  };
}

/** 使用者管理: the account table and its create/edit dialog. */
export function UsersPanel({ currentUserId }: UsersPanelProps) {
  const { api } = useServices();
  const changes = useUserChanges();
  const logoutAll = useLogoutAllOfUserAction();
  const admin = useEntityAdmin(userAdmin, {
    list: useQuery(adminUsersQuery(api)),
    changes,
    save: (submission: UserSubmission, target) => {
      if (submission.kind === 'create') return changes.create.mutateAsync(submission.values);
      if (!target) throw new Error('an edit needs the account it edits');
      return changes.update.mutateAsync({ id: target.id, body: submission.values });
    },
  });
  const { target } = admin.dialog;
  const dialogMounted = useOpenedOnce(admin.dialog.opened);
  usePreloadWhenIdle(UserFormDialog);
  return (
    <>
      <UserTable
        users={admin.items ?? []}
        currentUserId={currentUserId}
        loading={admin.loading}
        onRetry={admin.retryLoad}
        onCreate={admin.openCreate}
        onEdit={admin.openEdit}
        onDelete={(user) => void admin.requestDelete(user)}
        onLogoutAll={(user) => void logoutAll(user)}
      />
      {dialogMounted && (
        <Suspense fallback={null}>
          <UserFormDialog.Component
            opened={admin.dialog.opened}
            user={target}
            isSelf={target?.id === currentUserId}
            submitting={admin.submitting}
            fieldErrors={admin.fieldErrors}
            onSubmit={(submission) => void admin.submit(submission)}
            onClose={admin.closeDialog}
          />
        </Suspense>
      )}
    </>
  );
}
