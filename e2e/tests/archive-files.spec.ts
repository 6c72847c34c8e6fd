// An archive's file as the browser gets it: drawn with the viewer's own CMaps when the PDF embeds no font, and
// refused in Chinese when the archive is removed after the page loaded, which then leaves the list.
import { routes } from '@pastexam/api-contract';
import { api } from '../support/api.ts';
import { adminToken, chineseTextPdf, courseWithArchive, uploadArchive } from '../support/archive.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expectPageDrawn } from '../support/preview.ts';
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
    professor: '陳教授',
    academicYear: 114,
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
  await expectPageDrawn(preview);
  await expect(preview.getByText('載入失敗')).toHaveCount(0);
});

test('an archive removed after the page loaded cannot be downloaded or previewed, both say so in Chinese, and it leaves the list', async ({
  page,
  request,
}) => {
  const exam = { professor: '張教授', academicYear: 110 };
  const { course, archive: midterm } = await courseWithArchive(request, token, { ...exam, name: '期中考' });
  const final = await uploadArchive(request, token, { ...exam, courseId: course.id, name: '期末考' });
  await signInAsAdminOnCourse(page, course.id);
  const midtermRow = page.getByRole('article', { name: '110 學年度 期中考（張教授）' });
  const finalRow = page.getByRole('article', { name: '110 學年度 期末考（張教授）' });
  await expect(midtermRow).toBeVisible();
  await expect(finalRow).toBeVisible();
  const remove = async (archiveId: number) => {
    const params = { cid: String(course.id), aid: String(archiveId) };
    const removed = await api(request).call(routes.archives.deleteArchive, { params }, { token });
    expect(removed.status).toBe(200);
  };

  await remove(midterm.id);
  await midtermRow.getByRole('button', { name: '下載' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '下載失敗' })).toBeVisible();
  // The list is asked again, and the removed exam leaves it.
  await expect(midtermRow).toHaveCount(0);
  await expect(finalRow).toBeVisible();

  await remove(final.id);
  await finalRow.getByRole('button', { name: '預覽' }).click();
  const preview = page.getByRole('dialog', { name: '期末考' });
  await expect(preview.getByText('找不到這份考古題，它可能已被刪除')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the preview that failed');
  await preview.getByRole('button', { name: '關閉預覽' }).click();
  await expect(finalRow).toHaveCount(0);
  await expect(page.getByText('這門課還沒有考古題')).toBeVisible();
});
