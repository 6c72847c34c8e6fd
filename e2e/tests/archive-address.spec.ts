import { type Course, routes } from '@pastexam/api-contract';
import { api } from '../support/api.ts';
import { adminToken, createCourse, uniqueName, uploadArchive } from '../support/archive.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { admin } from '../support/env.ts';
import { expectPageDrawn } from '../support/preview.ts';
import { openLoginDialog, signInAsAdmin, submitLogin } from '../support/session.ts';
import { expect, type Page, test } from '../support/test.ts';

let token: string;
let first: Course;
let second: Course;

test.beforeAll(async ({ request }) => {
  token = await adminToken(request);
  first = await createCourse(request, token, { name: uniqueName('編譯器'), category: 'senior' });
  second = await createCourse(request, token, { name: uniqueName('計算理論'), category: 'junior' });
});

const courseList = (page: Page) => page.getByRole('navigation', { name: '課程列表' });
const courseHeading = (page: Page, course: Course) =>
  page.getByRole('heading', { level: 1, name: course.name });

async function choose(page: Page, course: Course) {
  await courseList(page).getByLabel('搜尋課程').fill(course.name);
  await courseList(page).getByRole('link', { name: course.name, exact: true }).click();
}

test('the course is in the address: Back and Forward move between courses, and a new tab opens the same one', async ({
  page,
  context,
}) => {
  await signInAsAdmin(page);
  await expect(page).toHaveURL('/archive?overview=true');

  await choose(page, first);
  await expect(courseHeading(page, first)).toBeVisible();
  await expect(page).toHaveURL(`/archive?course=${first.id}`);
  await choose(page, second);
  await expect(courseHeading(page, second)).toBeVisible();
  await expect(page).toHaveURL(`/archive?course=${second.id}`);

  await page.goBack();
  await expect(courseHeading(page, first)).toBeVisible();
  await expect(page).toHaveURL(`/archive?course=${first.id}`);
  await page.goForward();
  await expect(courseHeading(page, second)).toBeVisible();
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('region', { name: '最新上傳' })).toBeVisible();
  await expect(page).toHaveURL('/archive?overview=true');

  // Ctrl-click on a course opens it in a new tab. A tab has a session of its own (product §3.5): the new one
  // asks to sign in first, then goes on to the course.
  await courseList(page).getByLabel('搜尋課程').fill(first.name);
  const opened = context.waitForEvent('page');
  await courseList(page)
    .getByRole('link', { name: first.name, exact: true })
    .click({ modifiers: ['Control'] });
  const tab = await opened;
  await expect(tab).toHaveURL('/');
  await submitLogin(await openLoginDialog(tab), admin.username, admin.password);
  await expect(tab).toHaveURL(`/archive?course=${first.id}`);
  await expect(tab.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  // The first tab stayed where it was.
  await expect(page).toHaveURL('/archive?overview=true');
  await expect(page.getByRole('region', { name: '最新上傳' })).toBeVisible();
});

test('an address naming no course, or a course that is gone, says so; 回到總覽 leads to the overview', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/archive?course=abc');
  await expect(page.getByRole('heading', { level: 1, name: '找不到這門課程' })).toBeVisible();
  await expect(page.getByText('網址中的課程編號不正確，請從課程列表選擇課程。')).toBeVisible();
  await page.goto('/archive?course=2000000000');
  await expect(page.getByRole('heading', { level: 1, name: '找不到這門課程' })).toBeVisible();
  await page.getByRole('link', { name: '回到總覽' }).click();
  await expect(page).toHaveURL('/archive?overview=true');
  await expect(page.getByRole('region', { name: '最近瀏覽的課程' })).toBeVisible();
});

test('a student signing in sees the newest uploads and this term’s most downloaded, each one click from its exam, and then their own recent courses', async ({
  page,
  request,
}) => {
  const exam = await uploadArchive(request, token, {
    courseId: first.id,
    professor: '蔡教授',
    academicYear: 114,
    type: 'midterm',
    name: uniqueName('期中考'),
  });
  const params = { cid: String(first.id), aid: String(exam.id) };
  for (let n = 0; n < 3; n += 1) {
    const response = await api(request).raw(routes.archives.archiveDownload, { params }, { token });
    expect(response.status).toBe(200);
    await response.arrayBuffer();
  }
  const name = uniqueName('林同學');
  const student = {
    name,
    email: `${Date.now()}-${name.slice(-5)}@example.edu`,
    password: 'student-password',
  };
  expect((await api(request).call(routes.users.createUser, { body: student }, { token })).status).toBe(201);

  await page.goto('/');
  await submitLogin(await openLoginDialog(page), student.name, student.password);
  await expect(page).toHaveURL('/archive?overview=true');
  await expect(page.getByText(`${student.name}，歡迎回來。`)).toBeVisible();
  const recent = page.getByRole('region', { name: '最近瀏覽的課程' });
  await expect(recent.getByText('還沒有瀏覽過的課程，從課程列表選一門開始吧。')).toBeVisible();
  const label = `114 學年度 ${exam.name}（蔡教授）`;
  const newest = page
    .getByRole('region', { name: '最新上傳' })
    .getByRole('link', { name: new RegExp(label) });
  await expect(newest).toHaveAttribute('href', `/archive?course=${first.id}&archive=${exam.id}`);
  const popular = page
    .getByRole('region', { name: '本學期熱門下載' })
    .getByRole('link', { name: new RegExp(label) });
  await expect(popular).toContainText('下載 3 次');
  await expectNoSeriousA11yViolations(page, 'the archive overview');

  await popular.click();
  const preview = page.getByRole('dialog', { name: exam.name });
  await expectPageDrawn(preview);
  await expect(courseHeading(page, first)).toBeVisible();
  await expect(page).toHaveURL(`/archive?course=${first.id}`);
  await preview.getByRole('button', { name: '關閉預覽' }).click();

  await courseList(page).getByRole('link', { name: '總覽' }).click();
  await expect(page).toHaveURL('/archive?overview=true');
  await recent.getByRole('link', { name: new RegExp(`^${first.name}`) }).click();
  await expect(courseHeading(page, first)).toBeVisible();
  await page.goBack();
  await expect(recent).toBeVisible();
});
