import { routes } from '@pastexam/api-contract';
import { useT } from '@pastexam/ui/i18n';
import { LoginDialog } from '@pastexam/ui/login-dialog';
import { loginDialogMessages } from '@pastexam/ui/messages/login-dialog';
import { toast } from '@pastexam/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { appConfigQuery } from '../../../api/shared-queries.ts';
import { track } from '../../../lib/analytics.ts';
import { errorMessage, errorStatus } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.tsx';
import { useLogin } from '../api/login.ts';

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
  const t = useT(loginDialogMessages);
  const { isError: configFailed, refetch: reloadConfig } = config;

  // A server that was briefly down does not leave single sign-on disabled: opening the dialog asks again.
  useEffect(() => {
    if (opened && configFailed) void reloadConfig();
  }, [opened, configFailed, reloadConfig]);

  async function handleSubmit({ account, password }: { account: string; password: string }) {
    if (login.isPending) return;
    if (account.trim() === '' || password === '') {
      toast.error(t('login-dialog.errorTitle'), t('login-dialog.missingFields'));
      return;
    }
    try {
      const { access_token } = await login.mutateAsync({ account: account.trim(), password });
      if (!(await auth.signIn(access_token))) throw new Error(t('login-dialog.unusableToken'));
      track('login', { method: 'local' });
      onClose();
      onSignedIn();
    } catch (error) {
      const status = errorStatus(error);
      track('login-failure', { method: 'local', status: status ?? 0 });
      // Too many attempts is not a wrong password: the server's own message says when to try again.
      const failed = t('login-dialog.failed');
      toast.error(t('login-dialog.failedTitle'), status === 429 ? errorMessage(error, failed) : failed);
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
      ssoDisabledReason={
        configFailed ? t('login-dialog.ssoConfigUnknown') : (config.data?.sso_disabled_reason ?? null)
      }
      onSubmit={(values) => void handleSubmit(values)}
      onSso={handleSso}
      onClose={onClose}
    />
  );
}
