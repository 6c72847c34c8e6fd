import { tokenClaimsSchema } from '@pastexam/api-contract';
import {
  ADMIN_URL,
  ARCHIVE_URL,
  signInAsAdmin,
  signInWithSso,
  storedToken,
  topBar,
} from '../support/session.ts';
import { expect, type Page, test } from '../support/test.ts';

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
    await expect(page).toHaveURL(ARCHIVE_URL);
    await page.goto('/admin');
    await topBar(page).getByRole('button', { name: '考古題系統' }).click();
    await expect(page).toHaveURL(ARCHIVE_URL);
  });

  test('an admin reaches /admin through 系統管理', async ({ page }) => {
    await signInAsAdmin(page);
    await topBar(page).getByRole('button', { name: '系統管理' }).click();
    await expect(page).toHaveURL(ADMIN_URL);
    await expect(page.getByRole('heading', { name: '系統管理', level: 1 })).toBeVisible();
  });

  test('a non-admin is sent from /admin to /archive and sees no 系統管理', async ({ page }) => {
    await signInWithSso(page);
    await expect(topBar(page).getByRole('button', { name: '問題回報' })).toBeVisible();
    await expect(topBar(page).getByRole('button', { name: '系統管理' })).toHaveCount(0);
    await page.goto('/admin');
    await expect(page).toHaveURL(ARCHIVE_URL);
  });
});

/** The stored token's expiry, in milliseconds, as the browser decodes it. */
async function storedExpiry(page: Page): Promise<number> {
  const token = await storedToken(page);
  const payload = token?.split('.')[1];
  if (!payload) throw new Error('no token stored');
  return tokenClaimsSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))).exp * 1000;
}

/** Signs in as the admin, sets the browser's clock `ms` past the stored token's expiry, and opens `path`. */
async function openPastExpiry(page: Page, ms: number, path: string): Promise<void> {
  await signInAsAdmin(page);
  await page.clock.setFixedTime((await storedExpiry(page)) + ms);
  await page.goto(path);
}

// The tolerance is the browser's own rule, so the browser's clock is moved past the real token's expiry;
// the server, on real time, still accepts the token.
test.describe('the stored token', () => {
  test('still counts within 60 seconds after its expiry', async ({ page }) => {
    await openPastExpiry(page, 30_000, '/admin');
    await expect(page).toHaveURL(ADMIN_URL);
    await expect(topBar(page).getByRole('button', { name: '登出' })).toBeVisible();
  });

  test('no longer counts more than 60 seconds after its expiry, and is dropped', async ({ page }) => {
    await openPastExpiry(page, 90_000, '/archive');
    await expect(page).toHaveURL('/');
    await expect(topBar(page).getByRole('button', { name: '登入' })).toBeVisible();
    expect(await storedToken(page)).toBeNull();
  });
});
