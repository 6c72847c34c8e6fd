import { routes } from '@pastexam/api-contract';
import { LoginDialog } from '@pastexam/ui/login-dialog';
import { toast } from '@pastexam/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { appConfigQuery } from '../../../api/shared-queries.ts';
import { track } from '../../../lib/analytics.ts';
import { errorMessage, errorStatus } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.tsx';
import { useLogin } from '../api/login.ts';

const LOGIN_FAILED_TITLE = '登入失敗';
const LOGIN_FAILED_MESSAGE = '帳號或密碼錯誤';
const UNKNOWN_CONFIG_REASON = '無法取得單一登入設定，請稍後再試';

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
  // Loaded as the shell mounts, which also gives the browser its XSRF cookie before the first sign-in.
  const config = useQuery({ ...appConfigQuery(api), select: (app) => app.auth });
  const login = useLogin();
  const { isError: configFailed, refetch: reloadConfig } = config;

  // A server that was briefly down does not leave single sign-on disabled: opening the dialog asks again.
  useEffect(() => {
    if (opened && configFailed) void reloadConfig();
  }, [opened, configFailed, reloadConfig]);

  async function handleSubmit({ account, password }: { account: string; password: string }) {
    if (login.isPending) return;
    if (account.trim() === '' || password === '') {
      toast.error('錯誤', '請輸入帳號和密碼');
      return;
    }
    try {
      const { access_token } = await login.mutateAsync({ account: account.trim(), password });
      if (!(await auth.signIn(access_token))) throw new Error('伺服器回傳的登入權杖無法使用');
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
    }
  }

  function handleSso() {
    // The login event is reported by the callback page once the sign-in really happened.
    onClose();
    window.location.assign(api.url(routes.auth.oauthLogin));
  }

  return (
    <LoginDialog
      opened={opened}
      loading={login.isPending}
      ssoEnabled={config.data?.sso_enabled ?? false}
      ssoDisabledReason={configFailed ? UNKNOWN_CONFIG_REASON : (config.data?.sso_disabled_reason ?? null)}
      onSubmit={(values) => void handleSubmit(values)}
      onSso={handleSso}
      onClose={onClose}
    />
  );
}
