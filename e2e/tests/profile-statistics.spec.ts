// A user's own 個人資料 (the nickname the top bar shows), and the department's figures on the home page.
import { routes, type Statistics } from '@pastexam/api-contract';
import { storageKeys } from '@pastexam/api-contract/browser-storage';
import { api } from '../support/api.ts';
import { adminToken, courseWithArchive, downloadArchive, uniqueName } from '../support/archive.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import {
  ARCHIVE_URL,
  openLoginDialog,
  signInWithSso,
  storedToken,
  submitLogin,
  topBar,
} from '../support/session.ts';
import { expect, test } from '../support/test.ts';

/** Playwright's request context, as the typed caller takes it. */
type APIRequestContext = Parameters<typeof api>[0];

/** A local account made by the administrator, and its password. */
async function localAccount(request: APIRequestContext, base: string) {
  const name = uniqueName(base);
  const account = {
    name,
    email: `${Date.now()}-${name.slice(-5)}@example.edu`,
    password: 'profile-password',
  };
  const created = await api(request).call(
    routes.users.createUser,
    { body: account },
    { token: await adminToken(request) },
  );
  expect(created.status).toBe(201);
  return account;
}

test('a user sets a nickname in 個人資料, the top bar and the greeting show it, and one another holds in other letters is refused', async ({
  page,
  request,
}) => {
  const [holder, me] = [await localAccount(request, '林同學'), await localAccount(request, '陳同學')];
  const held = `Ace${Math.random().toString(36).slice(2, 8)}`;
  const holderToken = (
    await api(request).output(routes.auth.login, {
      body: { username: holder.name, password: holder.password },
    })
  ).access_token;
  await api(request).output(routes.users.updateMe, { body: { nickname: held } }, { token: holderToken });

  await page.goto('/');
  await submitLogin(await openLoginDialog(page), me.name, me.password);
  await expect(page).toHaveURL(ARCHIVE_URL);
  await expect(page.getByText(`${me.name}，歡迎回來。`)).toBeVisible();
  await topBar(page).getByRole('button', { name: me.name }).click();
  await page.getByRole('menuitem', { name: '個人資料' }).click();
  const dialog = page.getByRole('dialog', { name: '個人資料' });
  await expect(dialog.getByText('本機帳號')).toBeVisible();
  await expect(dialog.getByText(me.email)).toBeVisible();
  await expectNoSeriousA11yViolations(page, '個人資料 dialog');

  const nickname = dialog.getByRole('textbox', { name: '暱稱' });
  await nickname.fill(held.toUpperCase());
  await dialog.getByRole('button', { name: '儲存' }).click();
  await expect(dialog.getByText('此暱稱已有人使用，請換一個')).toBeVisible();
  await expect(nickname).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page, '個人資料 dialog with a nickname someone else has');

  const mine = `小明${Math.random().toString(36).slice(2, 7)}`;
  await nickname.fill(`  ${mine} `);
  await dialog.getByRole('button', { name: '儲存' }).click();
  await expect(page.getByText(`其他人會看到你的暱稱「${mine}」`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(topBar(page).getByRole('button', { name: mine })).toBeVisible();
  await expect(topBar(page).getByRole('button', { name: me.name })).toHaveCount(0);
  // The overview greets them by the name the top bar shows.
  await expect(page.getByText(`${mine}，歡迎回來。`)).toBeVisible();
  await expect(page.getByText(`${me.name}，歡迎回來。`)).toHaveCount(0);

  await page.reload();
  await expect(page).toHaveURL(ARCHIVE_URL);
  await expect(topBar(page).getByRole('button', { name: mine })).toBeVisible();
  await expect(page.getByText(`${mine}，歡迎回來。`)).toBeVisible();
  const token = (await storedToken(page)) ?? undefined;
  expect(await api(request).output(routes.users.me, {}, { token })).toMatchObject({
    name: me.name,
    nickname: mine,
  });
});

test('個人資料 of a single sign-on account, in the light theme', async ({ page }) => {
  // The demo account is every SSO spec's: its dialog is looked at, never saved.
  await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: storageKeys.themePreference,
    value: 'light',
  });
  await signInWithSso(page);
  await topBar(page).getByRole('button', { name: '王小明' }).click();
  await page.getByRole('menuitem', { name: '個人資料' }).click();
  const dialog = page.getByRole('dialog', { name: '個人資料' });
  await expect(dialog.getByText('單一登入帳號的名稱與電子郵件由校務系統提供。')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '個人資料 dialog of a single sign-on account, light theme');
});

/** The day `moment` falls on in Taipei, as the figures count today. */
const taipeiDay = (moment: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei' }).format(moment);

/**
 * The figures as the database holds them, read through the administrator's API: every account, the confirmed
 * courses, their archives and downloads, and who signed in today. (Every account of a run is made during it, so
 * whoever opened a course today also signed in today.)
 */
async function figuresOfTheDatabase(request: APIRequestContext, token: string): Promise<Statistics> {
  const caller = api(request);
  const users = await caller.output(routes.users.listUsers, {}, { token });
  const confirmed = (await caller.output(routes.courses.adminListCourses, {}, { token })).filter(
    (course) => !course.pending,
  );
  const archives = (
    await Promise.all(
      confirmed.map((course) =>
        caller.output(routes.courses.listCourseArchives, { params: { id: String(course.id) } }, { token }),
      ),
    )
  ).flat();
  const today = taipeiDay(new Date());
  return {
    archives: archives.length,
    courses: confirmed.length,
    users: users.length,
    downloads: archives.reduce((total, archive) => total + archive.download_count, 0),
    active_users_today: users.filter(
      (user) => user.last_login_at !== null && taipeiDay(new Date(user.last_login_at)) === today,
    ).length,
  };
}

/** The line the home page shows for these figures (product §2.10). */
function homePageLine(figures: Statistics): string[] {
  const number = new Intl.NumberFormat('zh-TW');
  const words: [keyof Statistics, string, string][] = [
    ['archives', '考古題', '份'],
    ['courses', '課程', '門'],
    ['users', '使用者', '位'],
    ['downloads', '下載', '次'],
    ['active_users_today', '今日活躍', '位'],
  ];
  return words
    .filter(([key]) => figures[key] > 0)
    .map(([key, before, after]) => `${before} ${number.format(figures[key])} ${after}`);
}

/**
 * Waits until `read` (what the server answers, or what a page shows) equals `expected` of the database's figures,
 * read before and after it: a try during which another spec changed the database is made again.
 */
async function expectAgreesWithDatabase<T>(
  request: APIRequestContext,
  token: string,
  read: () => Promise<T>,
  expected: (figures: Statistics) => T,
): Promise<T> {
  let value: T | undefined;
  await expect
    .poll(
      async () => {
        const before = await figuresOfTheDatabase(request, token);
        value = await read();
        const after = await figuresOfTheDatabase(request, token);
        return (
          JSON.stringify(before) === JSON.stringify(after) &&
          JSON.stringify(value) === JSON.stringify(expected(after))
        );
      },
      { timeout: 60_000, intervals: [1_000] },
    )
    .toBe(true);
  if (value === undefined) throw new Error('nothing was read');
  return value;
}

test('the home page’s statistics match the database', async ({ page, request }) => {
  // The server counts at most once every 2 s here (STATISTICS_MAX_AGE_SECONDS in playwright.config.ts), and
  // other specs may change the database meanwhile: the figures are compared until a count and the database agree.
  const token = await adminToken(request);
  const { course, archive } = await courseWithArchive(request, token);
  await downloadArchive(request, token, course, archive);

  const answered = await expectAgreesWithDatabase(
    request,
    token,
    () => api(request).output(routes.statistics.getStatistics),
    (figures) => figures,
  );
  expect(answered.archives).toBeGreaterThanOrEqual(1);
  expect(answered.downloads).toBeGreaterThanOrEqual(1);

  // The home page shows such a count too.
  const row = page.getByRole('region', { name: '系統統計' }).getByRole('listitem');
  await expectAgreesWithDatabase(
    request,
    token,
    async () => {
      await page.goto('/');
      await expect(row.first()).toBeVisible();
      return row.allTextContents();
    },
    homePageLine,
  );
  await expectNoSeriousA11yViolations(page, '/ with its statistics');
});
