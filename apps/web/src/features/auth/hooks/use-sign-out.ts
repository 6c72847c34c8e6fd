import { storageKeys } from '@pastexam/api-contract/browser-storage';
import { toast } from '@pastexam/ui/toast';
import { useCallback } from 'react';
import { track } from '../../../lib/analytics.ts';
import { errorMessage, errorStatus } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.tsx';
import { useLogout } from '../api/logout.ts';
import { useLogoutAll } from '../api/logout-all.ts';

/** What a user leaves behind in this browser that the next person at it must not inherit (product §3.7). */
const PER_USER_KEYS = [
  storageKeys.selectedSubject,
  storageKeys.adminCurrentTab,
  storageKeys.aiExamCurrentTask,
];

/** Forgets the session and the per-user keys in this browser. */
function useForgetSession(): () => void {
  const { auth } = useServices();
  return useCallback(() => {
    for (const key of PER_USER_KEYS) localStorage.removeItem(key);
    auth.signOut();
  }, [auth]);
}

/**
 * Logout (product §3.7): ask the server to revoke the token, then — whatever it answered — forget the
 * session and the per-user keys. The caller navigates afterwards.
 */
export function useSignOut(): () => Promise<void> {
  const forget = useForgetSession();
  const { mutateAsync: logout } = useLogout();
  return useCallback(async () => {
    try {
      await logout();
    } catch (error) {
      // The local sign-out still completes; the server forgets the token when it expires.
      console.warn('登出請求失敗', error instanceof Error ? error.name : 'unknown');
    }
    forget();
    track('logout');
  }, [logout, forget]);
}

/**
 * 登出所有裝置: the server ends every session of the user, then this browser signs out as a logout does. When
 * the server could not do it, the other devices are still signed in: the user is told and stays signed in
 * here to try again. True when signed out; the caller navigates afterwards.
 */
export function useSignOutEverywhere(): () => Promise<boolean> {
  const forget = useForgetSession();
  const { mutateAsync: logoutAll } = useLogoutAll();
  return useCallback(async () => {
    try {
      await logoutAll();
    } catch (error) {
      // 401: this session had already ended; the client has signed it out.
      if (errorStatus(error) === 401) return true;
      toast.error('登出所有裝置失敗', errorMessage(error, '請稍後再試'));
      return false;
    }
    forget();
    track('logout-all');
    return true;
  }, [logoutAll, forget]);
}
