import { API_PREFIX, routes } from '@pastexam/api-contract';
import { admin } from '../support/env.ts';
import { ARCHIVE_URL, openLoginDialog, storedToken, submitLogin, topBar } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

/** Where the web app sends the login form. */
const loginPath = `${API_PREFIX}${routes.auth.login.path}`;

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('an admin signs in with account and password and lands on the archive', async ({ page }) => {
  const dialog = await openLoginDialog(page);
  await submitLogin(dialog, admin.username, admin.password);
  await expect(page).toHaveURL(ARCHIVE_URL);
  await expect(dialog).toBeHidden();
  await expect(topBar(page).getByText(admin.username, { exact: true })).toBeVisible();
  await expect(topBar(page).getByRole('button', { name: '登出' })).toBeVisible();
  expect(await storedToken(page)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
});

test('Enter in the password field submits', async ({ page }) => {
  const dialog = await openLoginDialog(page);
  await dialog.getByLabel('帳號').fill(admin.username);
  await dialog.getByLabel('密碼', { exact: true }).fill(admin.password);
  await dialog.getByLabel('密碼', { exact: true }).press('Enter');
  await expect(page).toHaveURL(ARCHIVE_URL);
});

test('empty fields get a toast and no request', async ({ page }) => {
  const loginCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(loginPath)) loginCalls.push(request.method());
  });
  const dialog = await openLoginDialog(page);
  await dialog.getByRole('button', { name: '登入', exact: true }).click();
  const toast = page.getByText('請輸入帳號和密碼');
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden();
  await dialog.getByLabel('帳號').fill(admin.username);
  await dialog.getByRole('button', { name: '登入', exact: true }).click();
  await expect(toast).toBeVisible();
  expect(loginCalls).toEqual([]);
  await expect(page).toHaveURL('/');
  expect(await storedToken(page)).toBeNull();
});

test('a wrong password gets 帳號或密碼錯誤 and no session', async ({ page }) => {
  const dialog = await openLoginDialog(page);
  const answer = page.waitForResponse((response) => response.url().includes(loginPath));
  await submitLogin(dialog, admin.username, 'not-the-password');
  expect((await answer).status()).toBe(401);
  await expect(page.getByText('帳號或密碼錯誤')).toBeVisible();
  await expect(page).toHaveURL('/');
  expect(await storedToken(page)).toBeNull();
});

test('the dialog cannot be closed with Escape, only with its close button', async ({ page }) => {
  const dialog = await openLoginDialog(page);
  await dialog.getByLabel('帳號').fill('someone');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /關閉/ }).click();
  await expect(dialog).toBeHidden();
  const reopened = await openLoginDialog(page);
  await expect(reopened.getByLabel('帳號')).toHaveValue('');
});
