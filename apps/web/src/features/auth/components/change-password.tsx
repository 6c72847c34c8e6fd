import { type PasswordChange, routes } from '@pastexam/api-contract';
import { ChangePasswordDialog, type PasswordField } from '@pastexam/ui/change-password-dialog';
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
  const changePassword = useChangePassword();
  const refusals = useFieldRefusals<typeof routes.users.changeOwnPassword, PasswordField>(
    '變更密碼失敗',
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
      toast.success('已變更密碼', '其他裝置已登出，這個裝置維持登入');
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
