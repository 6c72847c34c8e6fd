import { storageKeys } from '@pastexam/api-contract/storage-keys';
import { toast } from '@pastexam/ui/toast';
import { useCallback } from 'react';
import { track } from '../../../lib/analytics.ts';
import { type ApiClient, errorMessage, errorStatus } from '../../../lib/api-client.ts';
import { shownText } from '../../../lib/locale.ts';
import { useServices } from '../../../lib/services.tsx';

/** What a user leaves behind in this browser that the next person at it must not inherit (product §3.7). */
const PER_USER_KEYS = [
  storageKeys.selectedSubject,
  storageKeys.adminCurrentTab,
  storageKeys.aiExamCurrentTask,
];

/** Forgets the session and the per-user keys in this browser, then records how the user left. */
type Forget = (event: 'logout' | 'logout-all') => void;

type Leave<T> = (api: ApiClient, forget: Forget) => Promise<T>;

/**
 * A way out of the session: `leave` asks the server (its call fetched when it is made: the top bar that offers
 * it is on every page, a guest's too), then forgets the session here or not, and answers.
 */
function useLeave<T>(leave: Leave<T>): () => Promise<T> {
  const { api, auth } = useServices();
  return useCallback(
    () =>
      leave(api, (event) => {
        for (const key of PER_USER_KEYS) localStorage.removeItem(key);
        auth.signOut();
        track(event);
      }),
    [api, auth, leave],
  );
}

/**
 * Logout (product §3.7): ask the server to revoke the token, then — whatever it answered — forget the
 * session and the per-user keys.
 */
async function logout(api: ApiClient, forget: Forget): Promise<void> {
  try {
    const { logout } = await import('../api/logout.ts');
    await logout(api);
  } catch (error) {
    // The local sign-out still completes; the server forgets the token when it expires.
    console.warn('the sign-out request failed', error instanceof Error ? error.name : 'unknown');
  }
  forget('logout');
}

/**
 * 登出所有裝置: the server ends every session of the user, then this browser signs out as a logout does. When
 * the server could not do it, the other devices are still signed in: the user is told and stays signed in
 * here to try again. True when signed out.
 */
async function logoutEverywhere(api: ApiClient, forget: Forget): Promise<boolean> {
  try {
    const { logoutAll } = await import('../api/logout-all.ts');
    await logoutAll(api);
  } catch (error) {
    // 401: this session had already ended; the client has signed it out.
    if (errorStatus(error) === 401) return true;
    toast.error(shownText('topBar.logoutAllFailed'), errorMessage(error, shownText('common.tryLater')));
    return false;
  }
  forget('logout-all');
  return true;
}

/** Logout, as `logout` above; the caller navigates afterwards. */
export function useSignOut(): () => Promise<void> {
  return useLeave(logout);
}

/** 登出所有裝置, as `logoutEverywhere` above: true when signed out; the caller navigates afterwards. */
export function useSignOutEverywhere(): () => Promise<boolean> {
  return useLeave(logoutEverywhere);
}
