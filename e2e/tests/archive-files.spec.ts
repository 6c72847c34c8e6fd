// An archive's file as the browser gets it: drawn with the viewer's own CMaps when the PDF embeds no font, and
// refused in Chinese when the archive is removed after the page loaded.
import { routes } from '@pastexam/api-contract';
import { api } from '../support/api.ts';
import { adminToken, chineseTextPdf, courseWithArchive, uniqueName } from '../support/archive.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { signInAsAdminOnCourse } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

let token: string;

test.beforeAll(async ({ request }) => {
  token = await adminToken(request);
});

test('a Chinese PDF that does not embed its font is drawn with the CMap the viewer bundles', async ({
  page,
  request,
}) => {
  const { course } = await courseWithArchive(request, token, {
    course: { name: uniqueName('中文講義'), category: 'general' },
    professor: '陳教授',
    academicYear: 114,
    type: 'other',
    name: '講義',
    pdf: chineseTextPdf('考古題系統'),
  });
  await signInAsAdminOnCourse(page, course.id);
  const cmap = page.waitForResponse((response) =>
    /\/UniCNS-UCS2-H[^/]*\.bcmap$/.test(new URL(response.url()).pathname),
  );
  await page
    .getByRole('article', { name: '114 學年度 講義（陳教授）' })
    .getByRole('button', { name: '預覽' })
    .click();
  expect((await cmap).status()).toBe(200);
  const preview = page.getByRole('dialog', { name: '講義' });
  await expect(preview.getByRole('img', { name: '第 1 頁' })).toBeVisible();
  await expect(preview.getByText('載入失敗')).toHaveCount(0);
});

test('an archive removed after the page loaded cannot be previewed or downloaded, and both say so in Chinese', async ({
  page,
  request,
}) => {
  const { course, archive } = await courseWithArchive(request, token, {
    course: { name: uniqueName('計算機組織'), category: 'sophomore' },
    professor: '張教授',
    academicYear: 110,
    type: 'midterm',
    name: '期中考',
  });
  await signInAsAdminOnCourse(page, course.id);
  const row = page.getByRole('article', { name: '110 學年度 期中考（張教授）' });
  await expect(row).toBeVisible();
  const params = { cid: String(course.id), aid: String(archive.id) };
  const removed = await api(request).call(routes.archives.deleteArchive, { params }, { token });
  expect(removed.status).toBe(200);

  await row.getByRole('button', { name: '預覽' }).click();
  const preview = page.getByRole('dialog', { name: '期中考' });
  await expect(preview.getByText('找不到這份考古題，它可能已被刪除')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the preview that failed');
  await preview.getByRole('button', { name: '關閉預覽' }).click();

  await row.getByRole('button', { name: '下載' }).click();
  const toast = page.getByRole('alert').filter({ hasText: '下載失敗' });
  await expect(toast).toBeVisible();
});
