import { useT } from '@pastexam/ui/i18n';
import { loginDialogMessages } from '@pastexam/ui/messages/login-dialog';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginCallbackPage } from '../../../features/auth/components/login-callback-page.tsx';
import { track } from '../../../lib/analytics.ts';
import { takeReturnTo } from '../../../lib/return-to.ts';

/** Where single sign-on returns, with the token or an error in the URL fragment (product §3.4). */
export const Route = createFileRoute('/_guest/login/callback')({
  beforeLoad: async ({ context, location }) => {
    // Read with zod, fetched here: only someone coming back from single sign-on needs it.
    const { parseCallbackFragment } = await import('../../../features/auth/callback-fragment.ts');
    const fragment = parseCallbackFragment(location.hash);
    if (fragment.kind === 'token') {
      if (await context.auth.signIn(fragment.token)) {
        track('login', { method: 'sso' });
        // Replacing the entry keeps the token out of the browser history.
        throw redirect({ href: takeReturnTo(sessionStorage), replace: true });
      }
      return { callbackError: null, invalidToken: true };
    }
    return { callbackError: fragment.kind === 'error' ? fragment.message : null, invalidToken: false };
  },
  component: LoginCallbackRoute,
});

function LoginCallbackRoute() {
  const { callbackError, invalidToken } = Route.useRouteContext();
  const t = useT(loginDialogMessages);
  return (
    <LoginCallbackPage errorMessage={invalidToken ? t('login-dialog.callbackInvalidToken') : callbackError} />
  );
}
