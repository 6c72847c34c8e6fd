import { routes } from '@pastexam/api-contract';
import { storageKeys } from '@pastexam/api-contract/browser-storage';
import { type APIRequestContext, type Browser, expect, type Locator, type Page } from '@playwright/test';
import { api } from './api.ts';
import { admin } from './env.ts';

/**
 * Where the archive page settles: the last course (`?course=`) or the overview (`?overview=true`); a bare
 * /archive, where signing in and the title lead, replaces itself with one of them.
 */
export const ARCHIVE_URL = /\/archive\?(course=\d+|overview=true)$/;

/** Where the admin page settles: the tab shown is in its address, a bare /admin replaced by the last one used. */
export const ADMIN_URL = /\/admin\?tab=[a-z]+$/;

/** The top bar (Mantine's AppShell header is the page's banner). */
export function topBar(page: Page): Locator {
  return page.getByRole('banner');
}

export function themeToggle(page: Page): Locator {
  return topBar(page).getByRole('button', { name: '切換深色/淺色模式' });
}

/** Opens the login dialog from the top bar and returns it. */
export async function openLoginDialog(page: Page): Promise<Locator> {
  // The prerendered home page is drawn before the app runs, and a click on it is lost until the app has taken
  // it over (decision 014), which takes seconds on a busy machine: wait for that, as a person would for 登入.
  await expect(page.locator('html:not([data-first-view])')).toHaveCount(1);
  await topBar(page).getByRole('button', { name: '登入' }).click();
  const dialog = page.getByRole('dialog', { name: '登入' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Fills the login dialog and submits it with the 登入 button. */
export async function submitLogin(dialog: Locator, account: string, password: string): Promise<void> {
  await dialog.getByLabel('帳號').fill(account);
  await dialog.getByLabel('密碼', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: '登入', exact: true }).click();
}

/**
 * Signs in as the holder of `token` the way a tab that already holds a session starts: the token is in the tab's
 * session storage before the app runs, and the archive opens (at `origin`, the suite's server unless given). The login dialog itself is login.spec.ts's
 * subject; other specs skip its page loads. The token is put there once, so a later sign-out and reload stay
 * signed out.
 */
export async function signInWithToken(page: Page, token: string, origin = ''): Promise<void> {
  await page.addInitScript(
    ({ key, token }) => {
      const placed = 'e2e-session-placed';
      if (sessionStorage.getItem(placed) !== null) return;
      sessionStorage.setItem(placed, '1');
      sessionStorage.setItem(key, token);
    },
    { key: storageKeys.authToken, token },
  );
  await page.goto(`${origin}/archive`);
  await expect(page).toHaveURL(ARCHIVE_URL);
}

/** A browser of its own (a second reader) signed in as `token`'s holder on the server at `origin`. */
export async function signedInBrowser(browser: Browser, origin: string, token: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin, locale: 'zh-TW', reducedMotion: 'reduce' });
  const page = await context.newPage();
  await signInWithToken(page, token, origin);
  return page;
}

/** Signs in as the administrator (signInWithToken with the token the login route answers). */
export async function signInAsAdmin(page: Page): Promise<void> {
  const body = { username: admin.username, password: admin.password };
  const { access_token } = await api(page.request).output(routes.auth.login, { body });
  await signInWithToken(page, access_token);
}

/** Signs the administrator in with `courseId` remembered as their last course, so the archive opens on it. */
export async function signInAsAdminOnCourse(page: Page, courseId: number): Promise<void> {
  await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: storageKeys.selectedSubject,
    value: JSON.stringify(courseId),
  });
  await signInAsAdmin(page);
}

/**
 * Signs in through the university single sign-on: the login dialog's SSO button, the loopback provider's
 * own form, and back. The demo account `student` is an ordinary (non-admin) user.
 */
export async function signInWithSso(
  page: Page,
  username = 'student',
  password = 'student123',
): Promise<void> {
  await page.goto('/');
  const dialog = await openLoginDialog(page);
  await dialog.getByRole('button', { name: '使用校務帳號登入' }).click();
  await expect(page.getByRole('heading', { name: '校務單一登入' })).toBeVisible();
  await page.getByLabel('帳號').fill(username);
  await page.getByLabel('密碼').fill(password);
  await page.getByRole('button', { name: '登入' }).click();
  await expect(page).toHaveURL(ARCHIVE_URL);
}

export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => sessionStorage.getItem(key), storageKeys.authToken);
}

/** Logs a token out on the server, as another tab or device would. */
export async function revokeToken(request: APIRequestContext, token: string): Promise<void> {
  expect(await api(request).output(routes.auth.logout, {}, { token })).toEqual({ ok: true });
}
