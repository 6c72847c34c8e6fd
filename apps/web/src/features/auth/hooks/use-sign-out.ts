import { storageKeys } from '@pastexam/api-contract/storage-keys';
import { toast } from '@pastexam/ui/toast';
import { useCallback } from 'react';
import { track } from '../../../lib/analytics.ts';
import { errorMessage, errorStatus } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.tsx';

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
 * session and the per-user keys. The caller navigates afterwards. The call itself is fetched when it is made:
 * the top bar that offers 登出 is on every page, a guest's too.
 */
export function useSignOut(): () => Promise<void> {
  const { api } = useServices();
  const forget = useForgetSession();
  return useCallback(async () => {
    try {
      const { logout } = await import('../api/logout.ts');
      await logout(api);
    } catch (error) {
      // The local sign-out still completes; the server forgets the token when it expires.
      console.warn('登出請求失敗', error instanceof Error ? error.name : 'unknown');
    }
    forget();
    track('logout');
  }, [api, forget]);
}

/**
 * 登出所有裝置: the server ends every session of the user, then this browser signs out as a logout does. When
 * the server could not do it, the other devices are still signed in: the user is told and stays signed in
 * here to try again. True when signed out; the caller navigates afterwards. Like logout, the call is fetched
 * when it is made.
 */
export function useSignOutEverywhere(): () => Promise<boolean> {
  const { api } = useServices();
  const forget = useForgetSession();
  return useCallback(async () => {
    try {
      const { logoutAll } = await import('../api/logout-all.ts');
      await logoutAll(api);
    } catch (error) {
      // 401: this session had already ended; the client has signed it out.
      if (errorStatus(error) === 401) return true;
      toast.error('登出所有裝置失敗', errorMessage(error, '請稍後再試'));
      return false;
    }
    forget();
    track('logout-all');
    return true;
  }, [api, forget]);
}
