// Steps of the admin page specs: opening a tab, the tables' rows and the danger confirmation.
import { routes } from '@pastexam/api-contract';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { api } from './api.ts';
import { adminToken, createCourse, uniqueName, uploadArchive, uploadIntoNewCourse } from './archive.ts';
import { ADMIN_URL, signInAsAdmin, topBar } from './session.ts';

/** A 375 px phone, below the layout switch: the top bar's 選單 menu, and the admin tables as cards. */
export const PHONE = { width: 375, height: 740 } as const;

/**
 * Signs the administrator in and opens 系統管理 on the tab named `tab`: from the top bar, or on a phone
 * (`{ phone: true }`, at 375 px from the start) from its 選單 menu.
 */
export async function openAdminTab(
  page: Page,
  tab: '課程管理' | '使用者管理' | '垃圾桶' | '檢舉',
  { phone = false } = {},
): Promise<void> {
  if (phone) await page.setViewportSize(PHONE);
  await signInAsAdmin(page);
  if (phone) {
    await topBar(page).getByRole('button', { name: '選單' }).click();
    await page.getByRole('menuitem', { name: '系統管理' }).click();
  } else {
    await topBar(page).getByRole('button', { name: '系統管理' }).click();
  }
  await expect(page).toHaveURL(ADMIN_URL);
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible();
}

/** The table row that shows `text` (a unique course name or email). */
export function tableRow(page: Page, text: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name: text, exact: true }) });
}

/**
 * The card a phone shows for one row of the list named `list` (課程列表, 使用者列表, 垃圾桶列表), found by its
 * title: a course's, an account's or an archive's name.
 */
export function adminCard(page: Page, list: string, title: string): Locator {
  return page.getByRole('list', { name: list, exact: true }).getByRole('listitem', { name: title });
}

/** The danger confirmation titled `title`, once it is open and says `warning`. */
export async function deleteConfirmation(page: Page, title: string, warning: RegExp): Promise<Locator> {
  const confirm = page.getByRole('dialog', { name: title });
  await expect(confirm).toContainText(warning);
  return confirm;
}

/** Creates a local account as the administrator and signs it in; returns its name, e-mail address and token. */
export async function localAccount(
  request: APIRequestContext,
  base: string,
): Promise<{ name: string; email: string; token: string }> {
  const name = uniqueName(base);
  const password = 'first-password';
  const email = `${Date.now()}-${name.slice(-5)}@example.edu`;
  const body = { name, email, password };
  const created = await api(request).call(
    routes.users.createUser,
    { body },
    { token: await adminToken(request) },
  );
  expect(created.status).toBe(201);
  const { access_token } = await api(request).output(routes.auth.login, {
    body: { username: name, password },
  });
  return { name, email, token: access_token };
}

/**
 * Something in each list of the admin page: a course awaiting review (a student's upload created it) and an
 * archive in the trash; returns their names.
 */
export async function seedAdminLists(
  request: APIRequestContext,
): Promise<{ pending: string; trashed: string }> {
  const exam = { professor: '林教授', academicYear: 112, type: 'final' } as const;
  const student = await localAccount(request, '上傳的同學');
  const pending = uniqueName('新開的課');
  await uploadIntoNewCourse(
    request,
    student.token,
    { name: pending, category: 'general' },
    { ...exam, name: '期末考' },
  );
  const token = await adminToken(request);
  const course = await createCourse(request, token, {
    name: uniqueName('刪過考題的課'),
    category: 'general',
  });
  const trashed = uniqueName('刪掉的期末考');
  const archive = await uploadArchive(request, token, { ...exam, courseId: course.id, name: trashed });
  const params = { cid: String(course.id), aid: String(archive.id) };
  expect((await api(request).call(routes.archives.deleteArchive, { params }, { token })).status).toBe(200);
  return { pending, trashed };
}
