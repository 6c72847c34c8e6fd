import { storageKeys } from '@pastexam/api-contract';
import { expect, type Page, test } from '@playwright/test';
import { signInAsAdmin, signInWithSso, topBar } from '../support/session.ts';

/**
 * A token-shaped value the client decodes but the server would refuse: enough for the client-side guards,
 * which only look at the claims and their expiry.
 */
function unsignedToken(secondsUntilExpiry: number): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + secondsUntilExpiry;
  const claims = { uid: 999, email: 'guard@example.edu', name: '守門測試', is_admin: false, exp };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.c2lnbmF0dXJl`;
}

async function storeToken(page: Page, token: string): Promise<void> {
  await page.goto('/');
  await page.evaluate(({ key, value }) => sessionStorage.setItem(key, value), {
    key: storageKeys.authToken,
    value: token,
  });
}

test.describe('guests', () => {
  test('are sent from /archive to /', async ({ page }) => {
    await page.goto('/archive');
    await expect(page).toHaveURL('/');
    await expect(topBar(page).getByRole('button', { name: '登入' })).toBeVisible();
  });

  test('are sent from /admin to /', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL('/');
  });
});

test.describe('signed-in users', () => {
  test('are sent from the home page to /archive, and the title leads to /archive', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/');
    await expect(page).toHaveURL('/archive');
    await page.goto('/admin');
    await topBar(page).getByRole('button', { name: '考古題系統' }).click();
    await expect(page).toHaveURL('/archive');
  });

  test('an admin reaches /admin through 系統管理', async ({ page }) => {
    await signInAsAdmin(page);
    await topBar(page).getByRole('button', { name: '系統管理' }).click();
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('heading', { name: '系統管理', level: 1 })).toBeVisible();
  });

  test('a non-admin is sent from /admin to /archive and sees no 系統管理', async ({ page }) => {
    await signInWithSso(page);
    await expect(topBar(page).getByRole('button', { name: '問題回報' })).toBeVisible();
    await expect(topBar(page).getByRole('button', { name: '系統管理' })).toHaveCount(0);
    await page.goto('/admin');
    await expect(page).toHaveURL('/archive');
  });
});

test.describe('the stored token', () => {
  test('still counts within 60 seconds after its expiry', async ({ page }) => {
    await storeToken(page, unsignedToken(-30));
    await page.goto('/archive');
    await expect(page).toHaveURL('/archive');
    await expect(topBar(page).getByText('守門測試')).toBeVisible();
  });

  test('no longer counts more than 60 seconds after its expiry, and is dropped', async ({ page }) => {
    await storeToken(page, unsignedToken(-90));
    await page.goto('/archive');
    await expect(page).toHaveURL('/');
    expect(await page.evaluate((key) => sessionStorage.getItem(key), storageKeys.authToken)).toBeNull();
  });
});
