import { useConfirm } from '@pastexam/ui/confirm-dialog';
import { useT } from '@pastexam/ui/i18n';
import { Outlet, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useMe } from '../api/me-query.ts';
import { useSignOut, useSignOutEverywhere } from '../features/auth/hooks/use-sign-out.ts';
import { track } from '../lib/analytics.ts';
import { useCurrentUser, useServices } from '../lib/services.tsx';
import { ShellDialogs } from './shell-dialogs.tsx';
import { ShellLayout } from './shell-layout.tsx';
import { ShellTopBar } from './shell-top-bar.tsx';

/** The router reacts to the session: a 401 sends users home (product §3.6), and page views are reported. */
function useRouterReactions() {
  const router = useRouter();
  const { auth } = useServices();

  useEffect(
    () =>
      auth.subscribe((event) => {
        if (event !== 'unauthorized') return;
        if (router.state.location.pathname === '/') void router.invalidate();
        else void router.navigate({ to: '/' });
      }),
    [auth, router],
  );

  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        if (event.pathChanged) track('navigation', { path: event.toLocation.pathname });
      }),
    [router],
  );
}

/** 登出 and 登出所有裝置 (the latter confirmed first), each going home once signed out. */
function useShellSignOut() {
  const router = useRouter();
  const signOut = useSignOut();
  const signOutEverywhere = useSignOutEverywhere();
  const confirm = useConfirm();
  const t = useT();

  async function logout() {
    await signOut();
    await router.navigate({ to: '/' });
  }

  async function logoutAll() {
    const confirmed = await confirm({
      title: t('topBar.logoutAll'),
      message: t('topBar.logoutAllConfirm'),
      confirmLabel: t('topBar.logoutAll'),
      danger: true,
    });
    if (confirmed && (await signOutEverywhere())) await router.navigate({ to: '/' });
  }

  return { logout: () => void logout(), logoutAll: () => void logoutAll() };
}

/** Top bar, routed page and the shell's dialogs (product §2.3). */
export function AppShell() {
  const user = useCurrentUser();
  const me = useMe();
  const { logout, logoutAll } = useShellSignOut();
  useRouterReactions();
  // Single sign-on accounts have no password here (product §3.10); unknown until the server has said.
  const canChangePassword = me?.auth_provider === 'local';

  return (
    <>
      <ShellLayout
        header={
          <ShellTopBar canChangePassword={canChangePassword} onLogout={logout} onLogoutAll={logoutAll} />
        }
      >
        <Outlet />
      </ShellLayout>
      <ShellDialogs user={user} canChangePassword={canChangePassword} onLogoutAll={logoutAll} />
    </>
  );
}
