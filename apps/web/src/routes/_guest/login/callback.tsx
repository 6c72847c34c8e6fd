import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginCallbackPage } from '../../../features/auth/components/login-callback-page.tsx';
import { track } from '../../../lib/analytics.ts';
import { takeReturnTo } from '../../../lib/return-to.ts';

const INVALID_TOKEN_MESSAGE = '登入資訊無效或已過期，請重新登入';

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
      return { callbackError: INVALID_TOKEN_MESSAGE };
    }
    return { callbackError: fragment.kind === 'error' ? fragment.message : null };
  },
  component: LoginCallbackRoute,
});

function LoginCallbackRoute() {
  const { callbackError } = Route.useRouteContext();
  return <LoginCallbackPage errorMessage={callbackError} />;
}
