import { LoginDialog } from '@pastexam/ui/login-dialog';
import { toast } from '@pastexam/ui/toast';
import { useEffect, useState } from 'react';
import { track } from '../../../lib/analytics.ts';
import { errorMessage, errorStatus } from '../../../lib/api-client.ts';
import { apiUrl } from '../../../lib/env.ts';
import { useServices } from '../../../lib/services.tsx';
import { useAuthConfig } from '../api/get-auth-config.ts';
import { login } from '../api/login.ts';

const LOGIN_FAILED_TITLE = '登入失敗';
const LOGIN_FAILED_MESSAGE = '帳號或密碼錯誤';

type SignInDialogProps = {
  /** Whether the dialog is shown. */
  opened: boolean;
  /** Asked to close it (close button, SSO, success). */
  onClose: () => void;
  /** Called after a local sign-in stored the token; the caller navigates. */
  onSignedIn: () => void;
};

/** The login dialog with its behaviour (product §3.1, §3.2). */
export function SignInDialog({ opened, onClose, onSignedIn }: SignInDialogProps) {
  const { api, auth } = useServices();
  const { config, failed, reload } = useAuthConfig();
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (opened && failed) reload();
  }, [opened, failed, reload]);

  async function handleSubmit({ account, password }: { account: string; password: string }) {
    if (loading) return;
    if (account.trim() === '' || password === '') {
      toast.error('錯誤', '請輸入帳號和密碼');
      return;
    }
    setLoading(true);
    try {
      const { access_token } = await login(api, { account: account.trim(), password });
      if (!auth.signIn(access_token)) throw new Error('伺服器回傳的登入權杖無法使用');
      track('login', { method: 'local' });
      onClose();
      onSignedIn();
    } catch (error) {
      const status = errorStatus(error);
      track('login-failure', { method: 'local', status: status ?? 0 });
      // Too many attempts is not a wrong password: the server's own message says when to try again.
      toast.error(
        LOGIN_FAILED_TITLE,
        status === 429 ? errorMessage(error, LOGIN_FAILED_MESSAGE) : LOGIN_FAILED_MESSAGE,
      );
    } finally {
      setLoading(false);
    }
  }

  function handleSso() {
    // The login event is reported by the callback page once the sign-in really happened.
    onClose();
    window.location.assign(apiUrl('auth/oauth/login'));
  }

  return (
    <LoginDialog
      opened={opened}
      loading={loading}
      ssoEnabled={config?.sso_enabled ?? false}
      ssoDisabledReason={config?.sso_disabled_reason ?? null}
      onSubmit={(values) => void handleSubmit(values)}
      onSso={handleSso}
      onClose={onClose}
    />
  );
}
