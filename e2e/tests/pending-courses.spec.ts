import { routes } from '@pastexam/api-contract';
import { openAdminTab } from '../support/admin.ts';
import { api } from '../support/api.ts';
import { adminToken, createCourse, uniqueName, uploadIntoNewCourse } from '../support/archive.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { choose } from '../support/form.ts';
import { signInWithSso, storedToken } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

const exam = { professor: '林教授', academicYear: 112, type: 'midterm', name: '期中考' } as const;

test('a student’s new course awaits review; an admin merges a misspelt one and confirms another', async ({
  page,
  request,
}) => {
  const admin = await adminToken(request);
  const target = await createCourse(request, admin, { name: uniqueName('資料結構'), category: 'sophomore' });
  const misspelt = { name: uniqueName('資料結購'), category: 'sophomore' } as const;
  const fresh = { name: uniqueName('量子計算導論'), category: 'interdisciplinary' } as const;

  await signInWithSso(page);
  const student = await storedToken(page);
  if (student === null) throw new Error('the student has no token');
  const first = await uploadIntoNewCourse(request, student, misspelt, exam);
  const second = await uploadIntoNewCourse(request, student, misspelt, exam);
  expect(second.course_id).toBe(first.course_id);
  await uploadIntoNewCourse(request, student, fresh, exam);

  // The student sees the course they created, marked in the list and explained on its page.
  await page.reload();
  const sidebar = page.getByRole('navigation', { name: '課程列表' });
  await sidebar.getByLabel('搜尋課程').fill(misspelt.name);
  // The mark is part of the course's button (a unique name: nothing in it for a pattern to misread).
  await sidebar.getByRole('link', { name: new RegExp(`^${misspelt.name}\\s*待審核$`) }).click();
  await expect(page.getByRole('heading', { name: misspelt.name, exact: true })).toBeVisible();
  await expect(page.getByText(/正等待管理員確認/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'a course awaiting review');

  await page.evaluate(() => sessionStorage.clear());
  await openAdminTab(page, '課程管理');
  const section = page.getByRole('region', { name: '待審核課程' });
  await expect(section.getByRole('cell', { name: misspelt.name, exact: true })).toBeVisible();
  await expect(section.getByRole('cell', { name: fresh.name, exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '課程管理 with courses awaiting review');

  await section.getByRole('button', { name: `合併 ${misspelt.name}` }).click();
  const dialog = page.getByRole('dialog', { name: '合併課程' });
  await expect(dialog).toContainText(`「${misspelt.name}」的 2 份考古題會移到所選的課程`);
  await expectNoSeriousA11yViolations(page, 'merge course dialog');
  await choose(page, dialog, '併入課程', target.name);
  await dialog.getByRole('button', { name: '合併' }).click();
  await expect(page.getByText(`已將「${misspelt.name}」併入「${target.name}」`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(section.getByRole('cell', { name: misspelt.name, exact: true })).toHaveCount(0);

  await section.getByRole('button', { name: `確認 ${fresh.name}` }).click();
  await expect(page.getByText(`已確認課程「${fresh.name}」`)).toBeVisible();

  const courses = await api(request).output(routes.courses.adminListCourses, {}, { token: admin });
  const byName = (name: string) => courses.find((course) => course.name === name);
  expect(byName(misspelt.name)).toBeUndefined();
  expect(byName(target.name)).toMatchObject({ archive_count: 2, pending: false });
  expect(byName(fresh.name)).toMatchObject({ archive_count: 1, pending: false });
});
