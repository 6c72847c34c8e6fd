import { type PasswordChange, routes } from '@pastexam/api-contract';
import { ChangePasswordDialog, type PasswordField } from '@pastexam/ui/change-password-dialog';
import { useT } from '@pastexam/ui/i18n';
import { changePasswordDialogMessages } from '@pastexam/ui/messages/change-password-dialog';
import { toast } from '@pastexam/ui/toast';
import { track } from '../../../lib/analytics.ts';
import { useFieldRefusals } from '../../../lib/refusals.ts';
import { useChangePassword } from '../api/change-password.ts';

type ChangePasswordProps = {
  /** Whether the dialog is shown. */
  opened: boolean;
  /** Asked to close it (取消, the close button, success). */
  onClose: () => void;
};

/**
 * 變更密碼 from the user's own menu (product §3.10): the other devices are signed out, this one goes on with the
 * fresh token. A wrong current password is shown under its field; other refusals in a toast.
 */
export function ChangePassword({ opened, onClose }: ChangePasswordProps) {
  const t = useT(changePasswordDialogMessages);
  const changePassword = useChangePassword();
  const refusals = useFieldRefusals<typeof routes.users.changeOwnPassword, PasswordField>(
    t('change-password-dialog.failed'),
    routes.users.changeOwnPassword,
    { wrong_password: 'current_password' },
  );

  const close = () => {
    refusals.reset();
    onClose();
  };

  async function handleSubmit(change: PasswordChange) {
    try {
      await changePassword.mutateAsync(change);
      track('password-change');
      toast.success(t('change-password-dialog.changed'), t('change-password-dialog.changedMessage'));
      close();
    } catch (error) {
      refusals.refused(error);
    }
  }

  return (
    <ChangePasswordDialog
      opened={opened}
      submitting={changePassword.isPending}
      fieldErrors={refusals.fieldErrors}
      onSubmit={(change) => void handleSubmit(change)}
      onClose={close}
    />
  );
}
