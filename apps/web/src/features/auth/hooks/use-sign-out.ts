import { storageKeys } from '@pastexam/api-contract';
import { useCallback } from 'react';
import { track } from '../../../lib/analytics.ts';
import { useServices } from '../../../lib/services.tsx';
import { logout } from '../api/logout.ts';

/** What a user leaves behind in this browser that the next person at it must not inherit (product §3.7). */
const PER_USER_KEYS = [
  storageKeys.selectedSubject,
  storageKeys.adminCurrentTab,
  storageKeys.aiExamCurrentTask,
];

/**
 * Logout (product §3.7): ask the server to revoke the token, then — whatever it answered — forget the
 * session and the per-user keys. The caller navigates afterwards.
 */
export function useSignOut(): () => Promise<void> {
  const { api, auth } = useServices();
  return useCallback(async () => {
    try {
      await logout(api);
    } catch (error) {
      // The local sign-out still completes; the server forgets the token when it expires.
      console.warn('登出請求失敗', error instanceof Error ? error.name : 'unknown');
    }
    for (const key of PER_USER_KEYS) localStorage.removeItem(key);
    auth.signOut();
    track('logout');
  }, [api, auth]);
}
