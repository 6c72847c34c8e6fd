import { storageKeys } from '@pastexam/api-contract/storage-keys';
import { useCallback } from 'react';
import { track } from '../../../lib/analytics.ts';
import { useServices } from '../../../lib/services.tsx';

/** What a user leaves behind in this browser that the next person at it must not inherit (SPEC §4, §9). */
const PER_USER_KEYS = [
  storageKeys.selectedSubject,
  storageKeys.adminCurrentTab,
  storageKeys.aiExamCurrentTask,
];

/**
 * Logout as SPEC §4 describes it: ask the server to revoke the token, then — whatever it answered — forget the
 * session and the per-user keys. The caller navigates afterwards. The call itself is fetched when it is made:
 * the top bar that offers 登出 is on every page, a guest's too.
 */
export function useSignOut(): () => Promise<void> {
  const { api, auth } = useServices();
  return useCallback(async () => {
    try {
      const { logout } = await import('../api/logout.ts');
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
