import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { ANNOUNCEMENT_CENTER_LINK, MY_REPORTS_LINK } from '@pastexam/api-contract/notification-links';
import { NoticesButton } from '@pastexam/ui/announcements/notices-button';
import { BellButton } from '@pastexam/ui/notifications/bell-button';
import { TopBar } from '@pastexam/ui/top-bar';
import { useQuery } from '@tanstack/react-query';
import { useMatch, useRouter } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useDisplayName, useMe } from '../api/me-query.ts';
import { myFlagsQuery } from '../features/answer-flags/api/my-flags.ts';
import { myArchiveReportsQuery } from '../features/archive-reports/api/my-archive-reports.ts';
import { track } from '../lib/analytics.ts';
import { lazyComponent } from '../lib/lazy-component.ts';
import { useCurrentUser, useServices } from '../lib/services.tsx';
import type { CurrentUser } from '../lib/session.ts';
import { useLocaleChoice } from './locale-choice.ts';
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

type ShellTopBarProps = {
  /** A local account, which alone can open 變更密碼 (product §3.10); false until the server has said. */
  canChangePassword: boolean;
  /** 登出. */
  onLogout: () => void;
  /** 登出所有裝置 with its confirmation. */
  onLogoutAll: () => void;
};

/** The top bar of every page, wired to the session, the router and the shell's dialogs (product §2.3). */
export function ShellTopBar({ canChangePassword, onLogout, onLogoutAll }: ShellTopBarProps) {
  const router = useRouter();
  // The archive page as drawn, not the address: while a navigation into it waits for its guard, the address is
  // already /archive but the page (and the search its box reads) is not there yet.
  const onArchive = useMatch({ from: '/_auth/archive', shouldThrow: false, select: () => true }) === true;
  const user = useCurrentUser();
  // Whether the 系統管理 button shows is the server's word.
  const me = useMe();
  const displayName = useDisplayName();
  const shell = useShellState();
  const toggleColorScheme = useColorSchemeToggle();
  const myReportsUnseen = useMyReportsUnseen(user);
  const chooseLocale = useLocaleChoice();

  return (
    <TopBar
      user={
        displayName === null ? null : { name: displayName, isAdmin: me?.is_admin === true, canChangePassword }
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
      notices={user ? <ShellNotices user={user} /> : undefined}
      sidebarOpened={shell.sidebarOpened}
      onToggleSidebar={shell.toggleSidebar}
      onTitleClick={() => void router.navigate({ to: user ? '/archive' : '/' })}
      onLogin={() => shell.open('login')}
      onLogout={onLogout}
      onLogoutAll={onLogoutAll}
      onChangePassword={() => shell.open('change-password')}
      onReportIssue={() => shell.open('issue-report')}
      onOpenTopics={() => void router.navigate({ to: '/topics' })}
      onChangeLocale={chooseLocale}
      onOpenAiExam={() => shell.open('ai-exam')}
      onOpenAdmin={() => void router.navigate({ to: '/admin' })}
      onOpenProfile={() => shell.open('profile')}
      onOpenMyExams={() => void router.navigate({ to: '/exams' })}
      onOpenBookmarks={() => void router.navigate({ to: '/bookmarks' })}
      onOpenWorksheets={() => void router.navigate({ to: '/worksheets' })}
      onOpenMyFlags={() => shell.open('my-flags')}
      myFlagsUnseen={myReportsUnseen}
      onIntent={(action) => {
        if (action === 'admin') void router.preloadRoute({ to: '/admin' });
        else if (action === 'topics') void router.preloadRoute({ to: '/topics' });
        else shell.reach(action);
      }}
    />
  );
}

/** A signed-in user's 公告 button and bell, each standing in its place until its code has arrived. */
function ShellNotices({ user }: { user: CurrentUser }) {
  const router = useRouter();
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
  return (
    <>
      <Suspense fallback={<NoticesButton {...noticesActions} />}>
        <TopBarNotices.Component key={user.id} {...noticesActions} />
      </Suspense>
      <Suspense fallback={<BellPlaceholder />}>
        <TopBarNotifications.Component key={user.id} onFollow={followNotification} />
      </Suspense>
    </>
  );
}

/**
 * The count beside 我的檢舉 (product §4.13): the user's answer flags and archive reports not yet seen, asked
 * once per visit, the bar staying mounted from page to page. 0 for a guest.
 */
function useMyReportsUnseen(user: CurrentUser | null): number {
  const { api } = useServices();
  const myFlags = useQuery({ ...myFlagsQuery(api), enabled: user !== null });
  const myArchiveReports = useQuery({ ...myArchiveReportsQuery(api), enabled: user !== null });
  return user ? (myFlags.data?.unseen ?? 0) + (myArchiveReports.data?.unseen ?? 0) : 0;
}

/** Switches between the dark and light schemes, and records the choice. */
function useColorSchemeToggle(): () => void {
  const { setColorScheme } = useMantineColorScheme();
  const colorScheme = useComputedColorScheme('dark');
  return () => {
    const next = colorScheme === 'dark' ? 'light' : 'dark';
    setColorScheme(next);
    track('theme-toggle', { theme: next });
  };
}
