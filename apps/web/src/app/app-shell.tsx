import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { ANNOUNCEMENT_CENTER_LINK, MY_REPORTS_LINK } from '@pastexam/api-contract/notification-links';
import { NoticesButton } from '@pastexam/ui/announcements/notices-button';
import { useConfirm } from '@pastexam/ui/confirm-dialog';
import { BellButton } from '@pastexam/ui/notifications/bell-button';
import { TopBar } from '@pastexam/ui/top-bar';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useMatch, useRouter } from '@tanstack/react-router';
import { Suspense, useEffect } from 'react';
import { useDisplayName, useMe } from '../api/me-query.ts';
import { myFlagsQuery } from '../features/answer-flags/api/my-flags.ts';
import { myArchiveReportsQuery } from '../features/archive-reports/api/my-archive-reports.ts';
import { useSignOut, useSignOutEverywhere } from '../features/auth/hooks/use-sign-out.ts';
import { track } from '../lib/analytics.ts';
import { lazyComponent } from '../lib/lazy-component.ts';
import { useCurrentUser, useServices } from '../lib/services.tsx';
import { ShellDialogs } from './shell-dialogs.tsx';
import { ShellLayout } from './shell-layout.tsx';
import { useShellState } from './shell-state.tsx';

// The archive page's search box is fetched with that page, not with every page's first load.
const TopBarSearch = lazyComponent(
  () => import('../features/search/top-bar-search.tsx').then((module) => module.TopBarSearch),
  () => null,
);

// The 公告 button asks for the unread count, so its count comes with the contract's routes, after the first
// paint. Until then (or if that code cannot be fetched) the button stands without a dot: it keeps its place in
// the bar, so nothing beside it moves under a pointer about to click, and it already opens 公告中心.
const TopBarNotices = lazyComponent(
  () =>
    import('../features/announcements/components/top-bar-notices.tsx').then((module) => module.TopBarNotices),
  NoticesButton,
);

/** The bell before its code has arrived (or if it cannot be): in its place, with no count, opening nothing. */
const BellPlaceholder = () => <BellButton unreadCount={null} opened={false} onClick={() => {}} />;

// The bell, like the 公告 button, asks for its count with the contract's routes, after the first paint.
const TopBarNotifications = lazyComponent(
  () =>
    import('../features/notifications/components/top-bar-notifications.tsx').then(
      (module) => module.TopBarNotifications,
    ),
  BellPlaceholder,
);

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

/** Top bar, routed page and the shell's dialogs (product §2.3). */
export function AppShell() {
  const router = useRouter();
  // The archive page as drawn, not the address: while a navigation into it waits for its guard, the address is
  // already /archive but the page (and the search its box reads) is not there yet.
  const onArchive = useMatch({ from: '/_auth/archive', shouldThrow: false, select: () => true }) === true;
  const user = useCurrentUser();
  // Whether the 系統管理 button shows is the server's word.
  const me = useMe();
  const displayName = useDisplayName();
  const shell = useShellState();
  const noticesActions = {
    onClick: () => shell.open('announcements'),
    onIntent: () => shell.reach('announcements'),
  };
  // A notification about an announcement opens 公告中心 over the page, one about one's reports 我的檢舉; any other
  // goes to its page.
  const followNotification = (link: string) => {
    if (link === ANNOUNCEMENT_CENTER_LINK) shell.open('announcements');
    else if (link === MY_REPORTS_LINK) shell.open('my-flags');
    else void router.navigate({ href: link });
  };
  const { api } = useServices();
  // The count beside 我的檢舉 (product §4.13): asked once per visit, the bar staying mounted from page to page.
  const myFlags = useQuery({ ...myFlagsQuery(api), enabled: user !== null });
  const myArchiveReports = useQuery({ ...myArchiveReportsQuery(api), enabled: user !== null });
  const signOut = useSignOut();
  const signOutEverywhere = useSignOutEverywhere();
  const confirm = useConfirm();
  const { setColorScheme } = useMantineColorScheme();
  const colorScheme = useComputedColorScheme('dark');
  useRouterReactions();
  // Single sign-on accounts have no password here (product §3.10); unknown until the server has said.
  const canChangePassword = me?.auth_provider === 'local';

  function toggleColorScheme() {
    const next = colorScheme === 'dark' ? 'light' : 'dark';
    setColorScheme(next);
    track('theme-toggle', { theme: next });
  }

  async function handleLogout() {
    await signOut();
    await router.navigate({ to: '/' });
  }

  async function handleLogoutAll() {
    const confirmed = await confirm({
      title: '登出所有裝置',
      message: '你在所有裝置上的登入都會結束，包括這一個；之後需要重新登入。',
      confirmLabel: '登出所有裝置',
      danger: true,
    });
    if (confirmed && (await signOutEverywhere())) await router.navigate({ to: '/' });
  }

  return (
    <>
      <ShellLayout
        header={
          <TopBar
            user={
              displayName === null
                ? null
                : { name: displayName, isAdmin: me?.is_admin === true, canChangePassword }
            }
            onToggleColorScheme={toggleColorScheme}
            showSidebarToggle={onArchive}
            search={
              user && onArchive ? (
                <Suspense fallback={null}>
                  <TopBarSearch.Component />
                </Suspense>
              ) : undefined
            }
            notices={
              user ? (
                <>
                  <Suspense fallback={<NoticesButton {...noticesActions} />}>
                    <TopBarNotices.Component key={user.id} {...noticesActions} />
                  </Suspense>
                  <Suspense fallback={<BellPlaceholder />}>
                    <TopBarNotifications.Component key={user.id} onFollow={followNotification} />
                  </Suspense>
                </>
              ) : undefined
            }
            sidebarOpened={shell.sidebarOpened}
            onToggleSidebar={shell.toggleSidebar}
            onTitleClick={() => void router.navigate({ to: user ? '/archive' : '/' })}
            onLogin={() => shell.open('login')}
            onLogout={() => void handleLogout()}
            onLogoutAll={() => void handleLogoutAll()}
            onChangePassword={() => shell.open('change-password')}
            onReportIssue={() => shell.open('issue-report')}
            onOpenAiExam={() => shell.open('ai-exam')}
            onOpenAdmin={() => void router.navigate({ to: '/admin' })}
            onOpenProfile={() => shell.open('profile')}
            onOpenMyExams={() => void router.navigate({ to: '/exams' })}
            onOpenBookmarks={() => void router.navigate({ to: '/bookmarks' })}
            onOpenMyFlags={() => shell.open('my-flags')}
            myFlagsUnseen={user ? (myFlags.data?.unseen ?? 0) + (myArchiveReports.data?.unseen ?? 0) : 0}
            onIntent={(action) => {
              if (action === 'admin') void router.preloadRoute({ to: '/admin' });
              else shell.reach(action);
            }}
          />
        }
      >
        <Outlet />
      </ShellLayout>
      <ShellDialogs
        user={user}
        canChangePassword={canChangePassword}
        onLogoutAll={() => void handleLogoutAll()}
      />
    </>
  );
}
