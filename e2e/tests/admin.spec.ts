import { routes } from '@pastexam/api-contract';
import { storageKeys } from '@pastexam/api-contract/browser-storage';
import {
  adminCard,
  deleteConfirmation,
  localAccount,
  openAdminTab,
  PHONE,
  tableRow,
} from '../support/admin.ts';
import { api } from '../support/api.ts';
import { adminToken, createCourse, uniqueName } from '../support/archive.ts';
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInBothThemes } from '../support/axe.ts';
import { choose, field } from '../support/form.ts';
import { ARCHIVE_URL, signInAsAdmin, signInWithSso, storedToken, topBar } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

test('an admin creates, searches, edits and deletes a course, and sees a duplicate name on the field', async ({
  page,
  request,
}) => {
  const taken = await createCourse(request, await adminToken(request), {
    name: uniqueName('資料結構'),
    category: 'sophomore',
  });
  await openAdminTab(page, '課程管理');
  await expectNoSeriousA11yViolations(page, 'admin page, 課程管理');

  await page.getByRole('button', { name: '新增課程' }).click();
  const dialog = page.getByRole('dialog', { name: '新增課程' });
  await expectNoSeriousA11yViolations(page, 'new course dialog');
  await field(dialog, '課程名稱').fill(taken.name);
  await choose(page, dialog, '類別', '大二課程');
  await dialog.getByRole('button', { name: '建立' }).click();
  await expect(dialog.getByText('此類別已有同名課程')).toBeVisible();
  await expect(field(dialog, '課程名稱')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page, 'new course dialog with a duplicate name');

  const name = uniqueName('演算法');
  await field(dialog, '課程名稱').fill(name);
  await dialog.getByRole('button', { name: '建立' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`已新增課程「${name}」`)).toBeVisible();

  await page.getByLabel('搜尋課程').fill(name);
  await expect(tableRow(page, name)).toContainText('大二課程');
  await expect(page.getByText('共 1 門課程')).toBeVisible();

  await tableRow(page, name)
    .getByRole('button', { name: `編輯 ${name}` })
    .click();
  const edit = page.getByRole('dialog', { name: '編輯課程' });
  await expectNoSeriousA11yViolations(page, 'edit course dialog');
  const renamed = `${name}（二）`;
  await field(edit, '課程名稱').fill(renamed);
  await choose(page, edit, '類別', '大三課程');
  await edit.getByRole('button', { name: '儲存' }).click();
  await expect(page.getByText(`已更新課程「${renamed}」`)).toBeVisible();
  await expect(tableRow(page, renamed)).toContainText('大三課程');

  await tableRow(page, renamed)
    .getByRole('button', { name: `刪除 ${renamed}` })
    .click();
  // A course without archives: nothing of its own goes to the trash.
  const confirm = await deleteConfirmation(page, '刪除課程', /已刪除的考古題會留在垃圾桶，可在垃圾桶還原/);
  await expectNoSeriousA11yViolations(page, 'delete course confirmation');
  await confirm.getByRole('button', { name: '刪除' }).click();
  await expect(page.getByText(`已刪除課程「${renamed}」`)).toBeVisible();
  await expect(page.getByText('沒有符合條件的課程')).toBeVisible();

  // The students' course list no longer offers it.
  const token = (await storedToken(page)) ?? undefined;
  const courses = await api(request).output(routes.courses.listCourses, {}, { token });
  const offered = Object.values(courses).flat();
  expect(offered.map((course) => course.name)).not.toContain(renamed);

  // 操作紀錄 holds the three changes, each with who made it and the fields it touched.
  await page.getByRole('tab', { name: '操作紀錄' }).click();
  await choose(page, page.getByRole('search', { name: '篩選操作紀錄' }), '對象', '課程');
  const log = page.getByRole('list', { name: '操作紀錄' });
  // The filter has reached the server once every entry is about a course.
  await expect(log.getByRole('listitem').filter({ hasNotText: '課程' })).toHaveCount(0);
  const entry = (action: string, target: string) =>
    log.getByRole('listitem').filter({ hasText: action }).filter({ hasText: target });
  await expect(entry('刪除課程', renamed)).toBeVisible();
  await expect(entry('新增課程', name).first()).toBeVisible();
  const edited = entry('編輯課程', renamed);
  await edited.getByText('變更內容（2 項）').click();
  await expect(edited.getByRole('row', { name: /^名稱/ })).toHaveText(`名稱${name}${renamed}`);
  await expect(edited.getByRole('row', { name: /^類別/ })).toHaveText('類別大二課程大三課程');
  await expectNoSeriousA11yViolations(page, 'admin page, 操作紀錄 with a change opened');
  await page.getByRole('tab', { name: '課程管理' }).click();

  // Narrowed to a phone's width, the table turns into cards and the page does not scroll sideways.
  await page.setViewportSize(PHONE);
  await page.getByLabel('搜尋課程').fill('');
  await expect(page.getByRole('list', { name: '課程列表', exact: true })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

test('on a 375 px phone the admin tables are cards: a course and an account are edited and deleted on them', async ({
  page,
  request,
}) => {
  const course = await createCourse(request, await adminToken(request), {
    name: uniqueName('計算機組織'),
    category: 'junior',
  });
  const { name } = await localAccount(request, '張同學');
  await openAdminTab(page, '課程管理', { phone: true });
  await expect(page.getByRole('table')).toHaveCount(0);

  await page.getByLabel('搜尋課程').fill(course.name);
  const courseCard = adminCard(page, '課程列表', course.name);
  await expect(courseCard).toContainText('大三課程');
  await courseCard.getByRole('button', { name: `編輯 ${course.name}` }).click();
  const edit = page.getByRole('dialog', { name: '編輯課程' });
  const renamed = `${course.name}（二）`;
  await field(edit, '課程名稱').fill(renamed);
  await edit.getByRole('button', { name: '儲存' }).click();
  await expect(page.getByText(`已更新課程「${renamed}」`)).toBeVisible();
  await adminCard(page, '課程列表', renamed)
    .getByRole('button', { name: `刪除 ${renamed}` })
    .click();
  const confirmCourse = await deleteConfirmation(page, '刪除課程', /可在垃圾桶還原/);
  await confirmCourse.getByRole('button', { name: '刪除' }).click();
  await expect(page.getByText(`已刪除課程「${renamed}」`)).toBeVisible();
  await expect(page.getByText('沒有符合條件的課程')).toBeVisible();

  await page.getByRole('tab', { name: '使用者管理' }).click();
  await page.getByLabel('搜尋使用者').fill(name);
  const userCard = adminCard(page, '使用者列表', name);
  // Everything the table had past 管理員, on the card and on screen.
  await expect(userCard).toContainText('本機帳號');
  await expect(userCard.getByText('最後登入')).toBeInViewport();
  await expect(userCard.getByRole('button', { name: `登出所有裝置 ${name}` })).toBeInViewport();
  await userCard.getByRole('button', { name: `刪除 ${name}` }).click();
  const confirmUser = await deleteConfirmation(page, '刪除使用者', /上傳的考古題會保留/);
  await confirmUser.getByRole('button', { name: '刪除' }).click();
  await expect(page.getByText(`已刪除使用者「${name}」`)).toBeVisible();
  await expect(page.getByText('沒有符合條件的使用者')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

test('an admin creates, searches, edits and deletes a user, and cannot delete, demote or reset themself', async ({
  page,
  request,
}) => {
  await openAdminTab(page, '使用者管理');
  await expectNoSeriousA11yViolations(page, 'admin page, 使用者管理');
  await expect(page.getByRole('columnheader')).toHaveText([
    '名稱',
    '電子郵件',
    '管理員',
    '帳號類型',
    '最後登入',
    '操作',
  ]);

  const name = uniqueName('林助教');
  const email = `${name.replace(/\W/g, '')}-${Date.now()}@example.edu`.toLowerCase();
  const create = async (account: { name: string; email: string }) => {
    await page.getByRole('button', { name: '新增使用者' }).click();
    const dialog = page.getByRole('dialog', { name: '新增使用者' });
    await field(dialog, '名稱').fill(account.name);
    await field(dialog, '電子郵件').fill(account.email);
    await field(dialog, '密碼').fill('first-password');
    return dialog;
  };
  const dialog = await create({ name, email });
  // The login dialog asks for a 帳號: the new account's name and email each say they are one.
  await expect(field(dialog, '名稱')).toHaveAccessibleDescription('可作為登入帳號');
  await expect(field(dialog, '電子郵件')).toHaveAccessibleDescription('也可作為登入帳號');
  await expectNoSeriousA11yViolations(page, 'new user dialog');
  await dialog.getByRole('button', { name: '建立' }).click();
  await expect(page.getByText(`已新增使用者「${name}」`)).toBeVisible();

  const again = await create({ name, email: `other-${email}` });
  await again.getByRole('button', { name: '建立' }).click();
  await expect(again.getByText('此名稱已被其他帳號使用')).toBeVisible();
  await expect(field(again, '名稱')).toHaveAttribute('aria-invalid', 'true');
  await again.getByRole('button', { name: '取消' }).click();

  await page.getByLabel('搜尋使用者').fill(email);
  await expect(tableRow(page, email)).toContainText('本機帳號');
  await expect(tableRow(page, email)).toContainText('從未登入');

  await tableRow(page, email)
    .getByRole('button', { name: `編輯 ${name}` })
    .click();
  const edit = page.getByRole('dialog', { name: '編輯使用者' });
  await expectNoSeriousA11yViolations(page, 'edit user dialog');
  await field(edit, '重設密碼').fill('second-password');
  await edit.getByRole('switch', { name: '管理員' }).check();
  await edit.getByRole('button', { name: '儲存' }).click();
  await expect(page.getByText(`已更新使用者「${name}」`)).toBeVisible();
  await expect(tableRow(page, email)).toContainText('是');
  // The reset password works at once; the first one no longer does.
  const signIn = (password: string) =>
    api(request).call(routes.auth.login, { body: { username: name, password } });
  expect((await signIn('second-password')).status).toBe(200);
  expect((await signIn('first-password')).status).toBe(401);

  await tableRow(page, email)
    .getByRole('button', { name: `刪除 ${name}` })
    .click();
  const confirm = await deleteConfirmation(page, '刪除使用者', /上傳的考古題會保留/);
  await expectNoSeriousA11yViolations(page, 'delete user confirmation');
  await confirm.getByRole('button', { name: '刪除' }).click();
  await expect(page.getByText(`已刪除使用者「${name}」`)).toBeVisible();
  await expect(page.getByText('沒有符合條件的使用者')).toBeVisible();

  // The admin's own row: no delete, and the admin switch is locked with the reason.
  await page.getByLabel('搜尋使用者').fill('');
  const own = page.getByRole('row').filter({ has: page.getByText('你', { exact: true }) });
  await expect(own.getByRole('button', { name: /^刪除 / })).toHaveCount(0);
  await own.getByRole('button', { name: /^編輯 / }).click();
  const self = page.getByRole('dialog', { name: '編輯使用者' });
  await expect(self.getByRole('switch', { name: '管理員' })).toBeDisabled();
  await expect(self.getByText('不能取消自己的管理員權限')).toBeVisible();
  // Their own password is changed from their own menu, which keeps them signed in.
  await expect(field(self, '重設密碼')).toHaveCount(0);
  await expect(self.getByText('自己的密碼請從頁首帳號選單中的「變更密碼」變更')).toBeVisible();
});

test('the open tab is in the address: a link opens 使用者管理, and Back returns to the tab before', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin?tab=users');
  await expect(page.getByRole('tab', { name: '使用者管理', selected: true })).toBeVisible();
  await expect(page.getByText(/共 \d+ 位使用者/)).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page, 'admin page opened on 使用者管理 by its address');

  await page.getByRole('tab', { name: '垃圾桶' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=trash$/);
  await page.getByRole('tab', { name: '操作紀錄' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=audit$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\?tab=trash$/);
  await expect(page.getByRole('tab', { name: '垃圾桶', selected: true })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\?tab=users$/);
  await expect(page.getByRole('tab', { name: '使用者管理', selected: true })).toBeVisible();

  // A bare /admin opens the tab used last, and names it in the address.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\?tab=users$/);
  await expect(page.getByRole('tab', { name: '使用者管理', selected: true })).toBeVisible();
});

test('a non-admin is refused the admin page by the UI and the admin API by the server', async ({
  page,
  request,
}) => {
  await signInWithSso(page);
  await expect(topBar(page).getByRole('button', { name: '問題回報' })).toBeVisible();
  await expect(topBar(page).getByRole('button', { name: '系統管理' })).toHaveCount(0);
  await page.goto('/admin');
  await expect(page).toHaveURL(ARCHIVE_URL);

  const as = { token: (await storedToken(page)) ?? undefined };
  const users = await api(request).refusal(routes.users.listUsers, {}, as);
  expect(users).toMatchObject({ status: 403, detail: '需要管理員權限' });
  const body = { name: uniqueName('不該建立'), category: 'general' } as const;
  const course = await api(request).call(routes.courses.adminCreateCourse, { body }, as);
  expect(course.status).toBe(403);
});

test('the admin page, its tabs and its dialogs are axe-clean in the light theme too', async ({ page }) => {
  await page.addInitScript(({ key }) => localStorage.setItem(key, 'light'), {
    key: storageKeys.themePreference,
  });
  await openAdminTab(page, '課程管理');
  await expect(page.getByText(/共 \d+ 門課程/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'light: 課程管理');
  await page.getByRole('button', { name: '新增課程' }).click();
  const course = page.getByRole('dialog', { name: '新增課程' });
  await course.getByRole('button', { name: '建立' }).click();
  await expect(course.getByText('請輸入課程名稱')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'light: new course dialog with field errors');
  await course.getByRole('button', { name: '取消' }).click();

  await page.getByRole('tab', { name: '使用者管理' }).click();
  const own = page.getByRole('row').filter({ has: page.getByText('你', { exact: true }) });
  await expect(own).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'light: 使用者管理');
  await own.getByRole('button', { name: /^編輯 / }).click();
  await expect(page.getByRole('dialog', { name: '編輯使用者' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'light: edit own account');
  await page.getByRole('dialog', { name: '編輯使用者' }).getByRole('button', { name: '取消' }).click();

  await page.getByRole('tab', { name: '操作紀錄' }).click();
  await expect(page.getByRole('list', { name: '操作紀錄' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'light: 操作紀錄');
});
