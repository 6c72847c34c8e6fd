// Announcements (公告): an administrator publishes one, a student meets it once after signing in, the 公告 button's
// dot and 公告中心, and the guest's home page. On a server of the spec's own: an announcement opens by itself over
// every page of every user who signs in, and the suite's other specs must not meet these.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routes } from '@pastexam/api-contract';
import { api } from '../support/api.ts';
import { adminToken, uniqueName } from '../support/archive.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { replicaEnv, startReplica } from '../support/replicas.ts';
import { ARCHIVE_URL, openLoginDialog, signInAsAdmin, submitLogin, topBar } from '../support/session.ts';
import { expect, type Page, test as suiteTest } from '../support/test.ts';

const test = suiteTest.extend<object, { ownServer: string }>({
  ownServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const dataDir = await mkdtemp(join(tmpdir(), 'pastexam-e2e-announcements-'));
      const { url, child } = await startReplica(replicaEnv({ DATA_DIR: dataDir }));
      await use(url);
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      await rm(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ ownServer }, use) => use(ownServer),
});

/** Signs `name` in through the login dialog, from the home page. */
async function signIn(page: Page, name: string, password: string) {
  await page.goto('/');
  await submitLogin(await openLoginDialog(page), name, password);
  await expect(page).toHaveURL(ARCHIVE_URL);
}

/** The 公告 button, once it knows how many are unread (`0`: the plain 公告, no dot). */
const noticesButton = (page: Page, unread: number) =>
  topBar(page).getByRole('button', { name: unread ? `公告（${unread} 則未讀）` : '公告', exact: true });

test('an admin publishes a 重要 announcement; a student sees it once, the dot clears, guests see it at home', async ({
  page,
  browser,
  request,
  ownServer,
}) => {
  const token = await adminToken(request);
  // An older 一般 one the student has not read either: it waits behind the dot.
  const older = await api(request).output(
    routes.announcements.adminCreateAnnouncement,
    { body: { title: uniqueName('系統維護通知'), body: '週六凌晨維護。' } },
    { token },
  );
  const student = { name: uniqueName('讀公告的同學'), password: 'student-password' };
  const created = await api(request).call(
    routes.users.createUser,
    { body: { ...student, email: `${Date.now()}-notice@example.edu` } },
    { token },
  );
  expect(created.status).toBe(201);

  // The administrator has not read the older one either: it opens by itself after sign-in. Then they write the
  // new one in 公告管理.
  await signInAsAdmin(page);
  await page.getByRole('dialog', { name: older.title }).getByRole('button', { name: '知道了' }).click();
  await topBar(page).getByRole('button', { name: '系統管理' }).click();
  await page.getByRole('tab', { name: '公告管理' }).click();
  await expect(page.getByRole('cell', { name: older.title, exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the 公告管理 tab');
  await page.getByRole('button', { name: '新增公告' }).click();
  const editor = page.getByRole('dialog', { name: '新增公告' });
  const title = uniqueName('期末考週圖書館延長開放');
  await editor.getByRole('textbox', { name: '標題' }).fill(title);
  await editor.getByRole('textbox', { name: '內容' }).fill('圖書館開放到**晚上 12 點**。\n\n- 請攜帶學生證');
  await editor.getByRole('radio', { name: '重要' }).check();
  await editor.getByRole('tab', { name: '預覽' }).click();
  await expect(editor.getByText('晚上 12 點')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the announcement editor');
  await editor.getByRole('button', { name: '發布' }).click();
  await expect(page.getByText(`已新增公告「${title}」`)).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: title, exact: true }) });
  await expect(row).toContainText('顯示中');

  // A guest's home page shows it among the 重要公告.
  const guest = await browser.newPage({ baseURL: ownServer });
  await guest.goto('/');
  const important = guest.getByRole('region', { name: '重要公告' });
  await expect(important.getByRole('heading', { name: title })).toBeVisible();
  await expect(important.getByText(older.title)).toHaveCount(0);
  await expectNoSeriousA11yViolations(guest, 'the home page with 重要公告');

  // The student signs in there: it opens by itself, once.
  await signIn(guest, student.name, student.password);
  const dialog = guest.getByRole('dialog', { name: title });
  await expect(dialog.getByText('晚上 12 點')).toBeVisible();
  await expectNoSeriousA11yViolations(guest, 'the announcement after sign-in');
  await dialog.getByRole('button', { name: '知道了' }).click();
  await expect(dialog).toBeHidden();
  await expect(noticesButton(guest, 1)).toBeVisible();

  // 公告中心 lists both; opening it reads the older one, and the dot clears.
  await noticesButton(guest, 1).click();
  const center = guest.getByRole('dialog', { name: '公告中心' });
  await expect(center.getByRole('article', { name: older.title })).toContainText('未讀');
  await expect(center.getByRole('article', { name: title })).not.toContainText('未讀');
  await expectNoSeriousA11yViolations(guest, '公告中心');
  await expect(noticesButton(guest, 0)).toBeVisible();
  await center.getByRole('button', { name: '關閉' }).click();

  // Not again after a reload, nor in another browser.
  await guest.reload();
  await expect(noticesButton(guest, 0)).toBeVisible();
  await guest.waitForLoadState('networkidle');
  await expect(guest.getByRole('dialog')).toHaveCount(0);
  const elsewhere = await browser.newPage({ baseURL: ownServer });
  await signIn(elsewhere, student.name, student.password);
  await expect(noticesButton(elsewhere, 0)).toBeVisible();
  await elsewhere.waitForLoadState('networkidle');
  await expect(elsewhere.getByRole('dialog')).toHaveCount(0);
  // On a phone it is the icon alone, and the bar still fits.
  await elsewhere.setViewportSize({ width: 375, height: 740 });
  await expect(noticesButton(elsewhere, 0)).toBeVisible();
  await expect(noticesButton(elsewhere, 0)).toHaveText('');
  expect(await elsewhere.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await Promise.all([guest.close(), elsewhere.close()]);
});
