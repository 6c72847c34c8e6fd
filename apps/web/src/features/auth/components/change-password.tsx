import type { PasswordChange } from '@pastexam/api-contract';
import {
  ChangePasswordDialog,
  type FieldErrors,
  type PasswordField,
} from '@pastexam/ui/change-password-dialog';
import { toast } from '@pastexam/ui/toast';
import { useState } from 'react';
import { track } from '../../../lib/analytics.ts';
import { errorCode, errorMessage, errorStatus } from '../../../lib/api-client.ts';
import { useChangePassword } from '../api/change-password.ts';

type ChangePasswordProps = {
  /** Whether the dialog is shown. */
  opened: boolean;
  /** Asked to close it (取消, the close button, success). */
  onClose: () => void;
};

const NO_ERRORS: FieldErrors<PasswordField> = {};

/**
 * 變更密碼 from the user's own menu (product §3.10): the other devices are signed out, this one goes on with the
 * fresh token. A wrong current password is shown under its field; other refusals in a toast.
 */
export function ChangePassword({ opened, onClose }: ChangePasswordProps) {
  const changePassword = useChangePassword();
  const [fieldErrors, setFieldErrors] = useState(NO_ERRORS);

  const close = () => {
    setFieldErrors(NO_ERRORS);
    onClose();
  };

  async function handleSubmit(change: PasswordChange) {
    try {
      await changePassword.mutateAsync(change);
      track('password-change');
      toast.success('已變更密碼', '其他裝置已登出，這個裝置維持登入');
      close();
    } catch (error) {
      // A 401: this session had already ended, and the app has signed it out.
      if (errorStatus(error) === 401) return;
      if (errorCode(error) === 'wrong_password') {
        setFieldErrors({ current_password: errorMessage(error, '目前的密碼不正確') });
        return;
      }
      toast.error('變更密碼失敗', errorMessage(error, '請稍後再試'));
    }
  }

  return (
    <ChangePasswordDialog
      opened={opened}
      submitting={changePassword.isPending}
      fieldErrors={fieldErrors}
      onSubmit={(change) => void handleSubmit(change)}
      onClose={close}
    />
  );
}
