import type { User } from '@pastexam/api-contract';
import { type UserField, UserFormDialog, type UserSubmission, UserTable } from '@pastexam/ui/admin';
import { createUser, deleteUser, listUsers, updateUser } from '../api/admin-users.ts';
import { type EntityAdminConfig, useEntityAdmin } from '../hooks/use-entity-admin.ts';

const userAdmin: EntityAdminConfig<User, UserSubmission, UserField> = {
  noun: '使用者',
  load: listUsers,
  save: (api, submission, target) => {
    if (submission.kind === 'create') return createUser(api, submission.values);
    if (!target) throw new Error('an edit needs the account it edits');
    return updateUser(api, target.id, submission.values);
  },
  remove: deleteUser,
  conflictFields: { duplicate_name: 'name', duplicate_email: 'email' },
  deleteWarning: () => '此帳號將無法再登入；他上傳的考古題會保留。',
  events: { create: 'user-create', update: 'user-update', delete: 'user-delete' },
};

export interface UsersPanelProps {
  /** The signed-in admin's id: their own row cannot be deleted or demoted. */
  currentUserId: number;
}

/** 使用者管理: the account table and its create/edit dialog. */
export function UsersPanel({ currentUserId }: UsersPanelProps) {
  const admin = useEntityAdmin(userAdmin);
  const { target } = admin.dialog;
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
      />
      <UserFormDialog
        opened={admin.dialog.opened}
        user={target}
        isSelf={target?.id === currentUserId}
        submitting={admin.submitting}
        fieldErrors={admin.fieldErrors}
        onSubmit={(submission) => void admin.submit(submission)}
        onClose={admin.closeDialog}
      />
    </>
  );
}
