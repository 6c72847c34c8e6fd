import type { User } from '@pastexam/api-contract';
import { type UserField, type UserSubmission, UserTable } from '@pastexam/ui/admin';
import { useConfirm } from '@pastexam/ui/confirm-dialog';
import { type Translate, useT } from '@pastexam/ui/i18n';
import { adminMessages } from '@pastexam/ui/messages/admin';
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

/** The ids of the `adminMessages` catalogue. */
type AdminMessageId = NonNullable<(typeof adminMessages)['ids']>;

/** How 使用者管理 is administered, in `t`'s words. */
const userAdmin = (
  t: Translate<AdminMessageId>,
): EntityAdminConfig<User, UserField, typeof useUserChanges.saveRoutes> => ({
  noun: t('admin.userNoun'),
  conflictFields: { duplicate_name: 'name', duplicate_email: 'email' },
  saveRoutes: useUserChanges.saveRoutes,
  deleteWarning: () => t('admin.userDeleteWarning'),
  events: { create: 'user-create', update: 'user-update', delete: 'user-delete' },
});

export interface UsersPanelProps {
  /** The signed-in admin's id: their own row cannot be deleted or demoted. */
  currentUserId: number;
}

/** 登出所有裝置 for another account: confirmed first, then said done or failed in a toast. */
function useLogoutAllOfUserAction() {
  const t = useT(adminMessages);
  const core = useT();
  const confirm = useConfirm();
  const logoutAll = useLogoutAllOfUser();
  return async (user: User) => {
    const confirmed = await confirm({
      title: t('admin.logoutAll'),
      message: t('admin.logoutAllConfirm', { name: user.name }),
      confirmLabel: t('admin.logoutAll'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await logoutAll.mutateAsync(user.id);
      track('user-logout-all', { id: user.id });
      toast.success(t('admin.loggedOutAll'), t('admin.loggedOutAllOf', { name: user.name }));
    } catch (error) {
      toastRefusal(t('admin.logoutAllFailed'), error, core('common.tryLater'));
    }
  };
}

/** 使用者管理: the account table and its create/edit dialog. */
export function UsersPanel({ currentUserId }: UsersPanelProps) {
  const t = useT(adminMessages);
  const { api } = useServices();
  const changes = useUserChanges();
  const logoutAll = useLogoutAllOfUserAction();
  const admin = useEntityAdmin(userAdmin(t), {
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
