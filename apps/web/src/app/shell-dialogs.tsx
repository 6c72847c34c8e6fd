import { useRouter } from '@tanstack/react-router';
import { Suspense, useEffect, useState } from 'react';
import {
  DialogUnavailable,
  lazyComponent,
  useOpenedOnce,
  usePreloadWhenIdle,
  whenIdle,
} from '../lib/lazy-component.ts';
import type { CurrentUser } from '../lib/session.ts';
import { type ShellDialog, useShellState } from './shell-state.tsx';

// Each dialog is its own chunk, fetched when the browser is idle or the pointer or focus reaches its button, so
// the first page paints without them and opening one is still immediate.
const SignInDialog = lazyComponent(
  () => import('../features/auth/components/sign-in-dialog.tsx').then((module) => module.SignInDialog),
  DialogUnavailable,
);
const IssueReport = lazyComponent(
  () => import('../features/issue-report/components/issue-report.tsx').then((module) => module.IssueReport),
  DialogUnavailable,
);
const AiExamDialog = lazyComponent(
  () => import('../features/ai-exam/components/ai-exam-dialog.tsx').then((module) => module.AiExamDialog),
  DialogUnavailable,
);

const dialogs = { login: SignInDialog, 'issue-report': IssueReport, 'ai-exam': AiExamDialog } as const;

/** Starts fetching a shell dialog's code: the pointer or focus is on the button that opens it. */
export function preloadShellDialog(dialog: ShellDialog): void {
  dialogs[dialog].preload();
}

/**
 * A guest's sign-in dialog is mounted (closed) once the page is idle: it asks the server for the sign-in
 * settings as it mounts, so single sign-on shows its real state as soon as the dialog opens, and the browser
 * has its XSRF cookie before the first sign-in.
 */
function useSignInMounted(guest: boolean, opened: boolean): boolean {
  const [idleMounted, setIdleMounted] = useState(false);
  useEffect(() => {
    if (!guest || idleMounted) return;
    return whenIdle(() => setIdleMounted(true));
  }, [guest, idleMounted]);
  return useOpenedOnce(opened) || idleMounted;
}

/** The dialogs every page can open from the top bar: sign-in, issue report and the AI mock exam. */
export function ShellDialogs({ user }: { user: CurrentUser | null }) {
  const router = useRouter();
  const shell = useShellState();
  const signInMounted = useSignInMounted(user === null, shell.openDialog === 'login');
  const issueReportOpened = shell.openDialog === 'issue-report' && user !== null;
  const issueReportMounted = useOpenedOnce(issueReportOpened);
  const aiExamOpened = shell.openDialog === 'ai-exam';
  const aiExamMounted = useOpenedOnce(aiExamOpened && user !== null);
  usePreloadWhenIdle(user !== null, IssueReport, AiExamDialog);

  // One boundary each: a dialog still on its way never hides one that is open.
  return (
    <>
      <Suspense fallback={null}>
        {signInMounted && (
          <SignInDialog.Component
            opened={shell.openDialog === 'login'}
            onClose={shell.close}
            onSignedIn={() => void router.navigate({ to: '/archive' })}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {issueReportMounted && <IssueReport.Component opened={issueReportOpened} onClose={shell.close} />}
      </Suspense>
      <Suspense fallback={null}>
        {/* Keyed by user: the next person at this browser starts a fresh AI exam flow. */}
        {user && aiExamMounted && (
          <AiExamDialog.Component key={user.id} opened={aiExamOpened} onClose={shell.close} />
        )}
      </Suspense>
    </>
  );
}
