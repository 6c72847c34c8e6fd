import { useRouter } from '@tanstack/react-router';
import { Suspense } from 'react';
import { lazyComponent, lazyDialog, useOpenedOnce } from '../lib/lazy-component.ts';
import { takeReturnTo } from '../lib/return-to.ts';
import type { CurrentUser } from '../lib/session.ts';
import { useShellState } from './shell-state.tsx';

// Each dialog is its own chunk. It is fetched, and the dialog mounted closed (so it can already ask the server
// for what it shows: the sign-in settings, the AI exam's courses), when the pointer or keyboard focus reaches a
// button that opens it (`shell.reach`), or at the latest when it is opened. Nothing is fetched ahead of that:
// the first page stays light, and the browser is not kept busy while the page is being read.
const SignInDialog = lazyDialog(() =>
  import('../features/auth/components/sign-in-dialog.tsx').then((module) => module.SignInDialog),
);
const IssueReport = lazyDialog(() =>
  import('../features/issue-report/components/issue-report.tsx').then((module) => module.IssueReport),
);
const AiExamDialog = lazyDialog(() =>
  import('./ai-exam-with-sources.tsx').then((module) => module.AiExamWithSources),
);
const ChangePassword = lazyDialog(() =>
  import('../features/auth/components/change-password.tsx').then((module) => module.ChangePassword),
);
const Profile = lazyDialog(() =>
  import('../features/profile/components/profile.tsx').then((module) => module.Profile),
);
const MyFlags = lazyDialog(() => import('./my-reports-dialog.tsx').then((module) => module.MyReportsDialog));

const AnnouncementCenter = lazyDialog(() =>
  import('../features/announcements/components/announcement-center-dialog.tsx').then(
    (module) => module.AnnouncementCenterDialog,
  ),
);
// Fetched with every signed-in page: it asks whether an announcement is to open by itself (product §8.10).
const SignInAnnouncement = lazyComponent(
  () =>
    import('../features/announcements/components/sign-in-announcement.tsx').then(
      (module) => module.SignInAnnouncement,
    ),
  () => null,
);

type ShellDialogsProps = {
  /** The signed-in user, or null for a guest. */
  user: CurrentUser | null;
  /** A local account, which alone can open 變更密碼 (product §3.10); false until the server has said. */
  canChangePassword: boolean;
  /** 登出所有裝置 with its confirmation, as the user's own menu offers it; 個人資料 offers it too. */
  onLogoutAll: () => void;
};

/**
 * The dialogs every page can open from the top bar: sign-in, issue report, the AI mock exam, 變更密碼, 個人資料, 公告中心 and
 * 我的檢舉;
 * and the announcement that opens by itself after sign-in.
 */
export function ShellDialogs({ user, canChangePassword, onLogoutAll }: ShellDialogsProps) {
  const router = useRouter();
  const shell = useShellState();
  const { reached } = shell;
  const signInOpened = shell.openDialog === 'login';
  const issueReportOpened = shell.openDialog === 'issue-report' && user !== null;
  const aiExamOpened = shell.openDialog === 'ai-exam';
  const changePasswordOpened = shell.openDialog === 'change-password' && canChangePassword;
  const profileOpened = shell.openDialog === 'profile' && user !== null;
  const announcementsOpened = shell.openDialog === 'announcements' && user !== null;
  const myFlagsOpened = shell.openDialog === 'my-flags' && user !== null;
  const mounted = {
    login: useOpenedOnce(signInOpened) || reached.has('login'),
    'issue-report': useOpenedOnce(issueReportOpened) || reached.has('issue-report'),
    'ai-exam': useOpenedOnce(aiExamOpened && user !== null) || reached.has('ai-exam'),
    'change-password': useOpenedOnce(changePasswordOpened) || reached.has('change-password'),
    profile: useOpenedOnce(profileOpened) || reached.has('profile'),
    announcements: useOpenedOnce(announcementsOpened) || reached.has('announcements'),
    'my-flags': useOpenedOnce(myFlagsOpened),
  };

  // One boundary each: a dialog still on its way never hides one that is open.
  return (
    <>
      <Suspense fallback={null}>
        {mounted.login && (
          <SignInDialog.Component
            opened={signInOpened}
            onClose={shell.close}
            onSignedIn={() => void router.navigate({ href: takeReturnTo(sessionStorage) })}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {user && mounted['issue-report'] && (
          <IssueReport.Component opened={issueReportOpened} onClose={shell.close} />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {/* Keyed by user: the next person at this browser starts a fresh AI exam flow. */}
        {user && mounted['ai-exam'] && (
          <AiExamDialog.Component key={user.id} opened={aiExamOpened} onClose={shell.close} />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {user && canChangePassword && mounted['change-password'] && (
          <ChangePassword.Component key={user.id} opened={changePasswordOpened} onClose={shell.close} />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {user && mounted.profile && (
          <Profile.Component
            key={user.id}
            opened={profileOpened}
            onClose={shell.close}
            onLogoutAll={onLogoutAll}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {user && mounted.announcements && (
          <AnnouncementCenter.Component key={user.id} opened={announcementsOpened} onClose={shell.close} />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {user && mounted['my-flags'] && (
          <MyFlags.Component key={user.id} opened={myFlagsOpened} onClose={shell.close} />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {user && <SignInAnnouncement.Component key={user.id} onShowAll={() => shell.open('announcements')} />}
      </Suspense>
    </>
  );
}
