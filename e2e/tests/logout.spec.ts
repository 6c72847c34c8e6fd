import { routes } from '@pastexam/api-contract';
import { storageKeys } from '@pastexam/api-contract/browser-storage';
import { api } from '../support/api.ts';
import { signInAsAdmin, storedToken, topBar } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

const perUserKeys = [storageKeys.selectedSubject, storageKeys.adminCurrentTab, storageKeys.aiExamCurrentTask];

test('logout revokes the token, clears what the next person must not inherit, and goes home', async ({
  page,
  request,
}) => {
  await signInAsAdmin(page);
  const token = await storedToken(page);
  expect(token).not.toBeNull();
  await page.evaluate(
    ([keys, themeKey]) => {
      for (const key of keys) localStorage.setItem(key, JSON.stringify({ left: 'by the previous user' }));
      localStorage.setItem(themeKey, 'light');
    },
    [perUserKeys, storageKeys.themePreference] as const,
  );

  await topBar(page).getByRole('button', { name: '登出' }).click();

  await expect(page).toHaveURL('/');
  await expect(topBar(page).getByRole('button', { name: '登入' })).toBeVisible();
  expect(await storedToken(page)).toBeNull();
  const remaining = await page.evaluate(
    (keys) => keys.map((key) => localStorage.getItem(key) ?? sessionStorage.getItem(key)),
    perUserKeys,
  );
  expect(remaining).toEqual([null, null, null]);
  // The theme is a preference of the browser, not of the user, and stays.
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.themePreference)).toBe('light');

  const afterLogout = await api(request).call(routes.users.me, {}, { token: token ?? undefined });
  expect(afterLogout.status).toBe(401);
});
