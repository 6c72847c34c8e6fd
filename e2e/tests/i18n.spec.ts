import { routes } from '@pastexam/api-contract';
import { storageKeys } from '@pastexam/api-contract/browser-storage';
import { api } from '../support/api.ts';
import { adminToken, uniqueName } from '../support/archive.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { appUrl } from '../support/env.ts';
import { holdTheApp } from '../support/first-view.ts';
import { ARCHIVE_URL, storedToken, submitLogin, topBar } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

// 中文 / English (product §2.7): a browser asking for English gets the first screens in English, the top bar's
// switch changes the language, and a signed-in user's choice follows them to another browser.

test.use({ locale: 'en-US' });

test('an English browser gets the landing page in English before any script has run', async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-first-view', 'landing');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Past Exam Archive');
  await expect(
    page.getByRole('heading', { level: 1, name: 'CS Department Past Exam Archive' }),
  ).toBeVisible();
  release();
  // The app hydrates the English page as it is: the first view ends and the page stays in English.
  await expect(html).not.toHaveAttribute('data-first-view', { timeout: 60_000 });
  await expect(topBar(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('an English browser reads the landing page and sign-in in English, switches to 中文, and keeps it when signed in', async ({
  page,
  request,
  browser,
}) => {
  const name = uniqueName('Exchange');
  const account = { name, email: `${Date.now()}-i18n@example.edu`, password: 'first-password' };
  const created = await api(request).call(
    routes.users.createUser,
    { body: account },
    { token: await adminToken(request) },
  );
  expect(created.status).toBe(201);

  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('heading', { level: 1, name: 'CS Department Past Exam Archive' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the landing page in English');

  await topBar(page).getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog.getByLabel('Account')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Sign in with your university account' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the sign-in dialog in English');
  await page.reload();

  await topBar(page).getByRole('button', { name: '中文' }).click();
  await expect(html).toHaveAttribute('lang', 'zh-Hant-TW');
  await expect(page.getByRole('heading', { level: 1, name: '資訊系考古題系統' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the landing page switched to 中文');

  // The device's choice becomes the user's once they sign in.
  await topBar(page).getByRole('button', { name: '登入' }).click();
  await submitLogin(page.getByRole('dialog', { name: '登入' }), name, account.password);
  await expect(page).toHaveURL(ARCHIVE_URL);
  const token = await storedToken(page);
  if (token === null) throw new Error('signing in kept no token');
  await expect
    .poll(async () => (await api(request).output(routes.users.me, {}, { token })).locale)
    .toBe('zh-TW');

  // Another English browser with this session shows the user's choice, not its own.
  const context = await browser.newContext({ baseURL: appUrl, locale: 'en-US', reducedMotion: 'reduce' });
  const other = await context.newPage();
  await other.addInitScript(({ key, value }) => sessionStorage.setItem(key, value), {
    key: storageKeys.authToken,
    value: token,
  });
  await other.goto('/archive');
  await expect(other).toHaveURL(ARCHIVE_URL);
  await expect(other.locator('html')).toHaveAttribute('lang', 'zh-Hant-TW');
  await expect(topBar(other).getByRole('button', { name: 'English' })).toBeVisible();

  // Switching there is kept on the server too.
  await topBar(other).getByRole('button', { name: 'English' }).click();
  await expect(other.locator('html')).toHaveAttribute('lang', 'en');
  await expect(topBar(other).getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expectNoSeriousA11yViolations(other, 'a signed-in page in English');
  await expect
    .poll(async () => (await api(request).output(routes.users.me, {}, { token })).locale)
    .toBe('en');

  // An area's English comes with the area: 我的題單 fetches its own when first drawn.
  await other.goto('/worksheets');
  await expect(other.getByText('No worksheets yet.', { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(other, 'my worksheets in English');
  await context.close();
});
