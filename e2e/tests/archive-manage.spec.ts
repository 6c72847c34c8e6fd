import { routes } from '@pastexam/api-contract';
import { api } from '../support/api.ts';
import { adminToken, createCourse, minimalPdf, uniqueName, uploadArchive } from '../support/archive.ts';
import {
  archiveRow,
  callArchiveApi,
  dropFile,
  fillUploadDetails,
  openCourse,
  studentOpensNewCourse,
} from '../support/archive-manage.ts';
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInBothThemes } from '../support/axe.ts';
import { choose, field } from '../support/form.ts';
import { expectPageDrawn } from '../support/preview.ts';
import { signInAsAdmin, signInWithSso, storedToken } from '../support/session.ts';
import { expect, type Locator, test } from '../support/test.ts';

/** 下一步 on the upload wizard's file step with a refused file: the step stays. */
async function expectStillOnFileStep(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: '下一步' }).click();
  await expect(dialog.getByRole('form', { name: '檔案' })).toBeVisible();
}

/** Chooses `file` as a PDF on the upload wizard's file step: it is refused with `message`, and the step stays. */
async function expectFileRefused(
  dialog: Locator,
  file: { name: string; buffer: Buffer },
  message: string,
): Promise<void> {
  await dialog.locator('input[type="file"]').setInputFiles({ ...file, mimeType: 'application/pdf' });
  await expect(dialog.getByRole('alert')).toHaveText(message);
  await expectStillOnFileStep(dialog);
}

test('a student uploads a PDF through the wizard; a renamed non-PDF, a damaged PDF and an oversized file are refused on the file step', async ({
  page,
  request,
}) => {
  // Someone has uploaded an exam of 林美華's already: her name is suggested.
  const { course } = await studentOpensNewCourse({ page, request }, { professor: '林美華' });

  await page.getByRole('button', { name: '上傳考古題' }).click();
  const dialog = page.getByRole('dialog', { name: '上傳考古題' });
  await expect(field(dialog, '課程')).toHaveValue(course.name);
  await expectNoSeriousA11yViolations(page, 'upload step 1 (course)');
  await dialog.getByRole('button', { name: '下一步' }).click();

  // The step starts in 授課教授 with its suggestions closed: 學年度 below it stays uncovered.
  await expect(field(dialog, '授課教授')).toBeFocused();
  await expect(page.getByRole('option', { name: '林美華' })).toHaveCount(0);
  await field(dialog, '學年度').click();
  await expectNoSeriousA11yViolations(page, 'upload step 2 (exam information)');
  await dialog.getByRole('button', { name: '下一步' }).click();
  await expect(dialog.getByText('請輸入教授名稱')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'upload step 2 with its messages');
  await field(dialog, '授課教授').pressSequentially('林');
  await page.getByRole('option', { name: '林美華' }).click();
  await expect(field(dialog, '授課教授')).toHaveValue('林美華');
  await field(dialog, '學年度').fill('113');
  await choose(page, dialog, '考試類型', '期中考');
  await field(dialog, '考古題名稱').fill('第一次期中考');
  await dialog.getByRole('switch', { name: '附解答' }).check();
  await field(dialog, '考古題名稱').press('Enter');

  // Oversized: refused before anything is sent, in the server's own words.
  const fileInput = dialog.locator('input[type="file"]');
  await fileInput.setInputFiles({
    name: 'scan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
  });
  await expect(dialog.getByRole('alert')).toHaveText('檔案超過 10 MB 上限');
  await expectNoSeriousA11yViolations(page, 'upload step 3 (file, refused)');
  await expectStillOnFileStep(dialog);

  // A text file renamed .pdf: its bytes are read as soon as it is chosen, and it is refused here.
  await expectFileRefused(
    dialog,
    { name: 'notes.pdf', buffer: Buffer.from('這不是 PDF，只是改了副檔名的文字檔') },
    '檔案不是有效的 PDF',
  );
  // A PDF's first and last line around nothing readable: pdf.js cannot open it, in the server's words.
  await expectFileRefused(
    dialog,
    { name: 'broken.pdf', buffer: Buffer.from('%PDF-1.4\nnot really a pdf at all\n%%EOF\n') },
    'PDF 檔案已損毀，無法讀取',
  );
  // A readable PDF of more pages than an archive may have.
  await expectFileRefused(
    dialog,
    {
      name: 'all-years.pdf',
      buffer: minimalPdf(Array.from({ length: 301 }, (_, page) => `Page ${page + 1}`)),
    },
    'PDF 最多 300 頁，請分成數個檔案上傳',
  );

  // The real PDF, dragged onto the drop area.
  await dropFile(page, dialog.getByRole('group', { name: 'PDF 檔案或照片拖放區' }), {
    name: '113-期中考.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf(['Midterm 113']),
  });
  await expect(dialog.getByText('已選擇：113-期中考.pdf')).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: '下一步' }).click();
  await expect(dialog.getByRole('cell', { name: '113-期中考.pdf', exact: false })).toBeVisible();
  // Previewed by our own viewer, never the browser's plugin.
  const preview = dialog.getByRole('region', { name: '113-期中考.pdf 的預覽' });
  await expectPageDrawn(preview);
  await expect(preview.getByRole('group', { name: 'PDF 工具' })).toBeVisible();
  await expect(dialog.locator('object, embed, iframe')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'upload step 4 (summary with the preview)');
  await dialog.getByRole('button', { name: '上傳' }).click();

  await expect(page.getByText('「第一次期中考」已加入考古題')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = archiveRow(page, 113, '第一次期中考', '林美華');
  await expect(row).toBeVisible();
  await expect(row.getByText('附解答')).toBeVisible();
  // The uploader may edit and delete their own archive.
  await expect(row.getByRole('button', { name: /^刪除/ })).toBeVisible();
  await expect(row.getByRole('button', { name: /^編輯/ })).toBeVisible();
});

test('a student corrects the name of their own upload from its row, cannot move it, and sees no edit on others’', async ({
  page,
  request,
}) => {
  const admin = await adminToken(request);
  const course = await createCourse(request, admin, { name: uniqueName('編譯器'), category: 'senior' });
  await uploadArchive(request, admin, { courseId: course.id, professor: '陳教授', academicYear: 111 });
  await signInWithSso(page);
  const token = await storedToken(page);
  if (!token) throw new Error('the student has no token');
  const own = await uploadArchive(request, token, {
    courseId: course.id,
    professor: '陳教授',
    academicYear: 112,
    name: '期末考（錯字）',
  });
  await openCourse(page, course.name);

  const others = archiveRow(page, 111, '期末考', '陳教授');
  await expect(others.getByRole('button', { name: '預覽' })).toBeVisible();
  await expect(others.getByRole('button', { name: /^(編輯|刪除)/ })).toHaveCount(0);

  await archiveRow(page, 112, '期末考（錯字）', '陳教授')
    .getByRole('button', { name: '編輯 112 學年度 期末考（錯字）（陳教授）' })
    .click();
  const dialog = page.getByRole('dialog', { name: '編輯考古題' });
  await expect(field(dialog, '考古題名稱')).toHaveValue('期末考（錯字）');
  // Its fields only: moving it to another course stays an administrator's.
  await expect(dialog.getByText('所屬課程')).toHaveCount(0);
  await expectNoSeriousA11yViolationsInBothThemes(page, 'an uploader’s edit dialog');
  await field(dialog, '考古題名稱').fill('期末考');
  await dialog.getByRole('button', { name: '儲存' }).click();
  await expect(page.getByText('考古題資料已更新')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(archiveRow(page, 112, '期末考', '陳教授')).toBeVisible();

  // A move sent straight to the API is refused in words, and changes nothing.
  const target = await createCourse(request, admin, { name: uniqueName('編譯器實驗'), category: 'senior' });
  const params = { cid: String(course.id), aid: String(own.id) };
  const moved = await api(page.request).call(
    routes.archives.updateArchive,
    { params, body: { course_id: target.id } },
    { token },
  );
  expect(moved.status).toBe(403);
  expect(moved.body).toEqual({ code: 'move_admin_only', detail: '只有管理員可以把考古題移到其他課程' });
  await page.reload();
  await expect(archiveRow(page, 112, '期末考', '陳教授')).toBeVisible();
});

test('an admin edits, moves and deletes an archive, with confirmation', async ({ page, request }) => {
  const admin = await adminToken(request);
  const home = await createCourse(request, admin, { name: uniqueName('作業系統'), category: 'junior' });
  const target = await createCourse(request, admin, { name: uniqueName('計算機網路'), category: 'senior' });
  await uploadArchive(request, admin, {
    courseId: home.id,
    professor: '張教授',
    academicYear: 111,
    name: '期中考',
  });
  await signInAsAdmin(page);
  await openCourse(page, home.name);

  await archiveRow(page, 111, '期中考', '張教授')
    .getByRole('button', { name: '編輯 111 學年度 期中考（張教授）' })
    .click();
  const dialog = page.getByRole('dialog', { name: '編輯考古題' });
  await expect(field(dialog, '考古題名稱')).toHaveValue('期中考');
  await expectNoSeriousA11yViolations(page, 'edit dialog');
  await field(dialog, '考古題名稱').fill('期中考（含解答）');
  await field(dialog, '學年度').fill('112');
  await dialog.getByRole('switch', { name: '附解答' }).check();
  await dialog.getByRole('button', { name: '儲存' }).click();
  await expect(page.getByText('考古題資料已更新')).toBeVisible();
  const edited = archiveRow(page, 112, '期中考（含解答）', '張教授');
  await expect(edited).toBeVisible();

  await edited.getByRole('button', { name: '編輯 112 學年度 期中考（含解答）（張教授）' }).click();
  await choose(page, dialog, '課程分類', '大四課程');
  await choose(page, dialog, '課程', target.name);
  await dialog.getByRole('button', { name: '儲存' }).click();
  await expect(page.getByText('「期中考（含解答）」已移到新的課程')).toBeVisible();
  await expect(edited).toBeHidden();

  await openCourse(page, target.name);
  const moved = archiveRow(page, 112, '期中考（含解答）', '張教授');
  await moved.getByRole('button', { name: '刪除 112 學年度 期中考（含解答）（張教授）' }).click();
  const confirm = page.getByRole('dialog', { name: '刪除考古題' });
  await expect(confirm).toContainText('確定要刪除「期中考（含解答）」');
  await expectNoSeriousA11yViolations(page, 'delete confirmation');
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(moved).toBeVisible();
  await moved.getByRole('button', { name: '刪除 112 學年度 期中考（含解答）（張教授）' }).click();
  await confirm.getByRole('button', { name: '刪除' }).click();
  await expect(page.getByText('「期中考（含解答）」已刪除')).toBeVisible();
  await expect(moved).toBeHidden();
});

test('a student sees no edit or delete on others’ archives, and the API refuses them', async ({
  page,
  request,
}) => {
  const { course, archive } = await studentOpensNewCourse(
    { page, request },
    { professor: '陳教授', academicYear: 110, name: '期末考' },
  );

  const row = archiveRow(page, 110, '期末考', '陳教授');
  await expect(row.getByRole('button', { name: '預覽' })).toBeVisible();
  await expect(row.getByRole('button', { name: /^(編輯|刪除)/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '上傳考古題' })).toBeEnabled();

  const token = await storedToken(page);
  if (!token) throw new Error('the student has no token');
  expect(await callArchiveApi(page, token, 'PATCH', course.id, archive.id)).toBe(403);
  expect(await callArchiveApi(page, token, 'DELETE', course.id, archive.id)).toBe(403);
  await page.reload();
  await expect(archiveRow(page, 110, '期末考', '陳教授')).toBeVisible();
});

test('on a phone the wizard fits the screen, and a refusal leaves 上一步 and 上傳 in view', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const admin = await adminToken(request);
  const course = await createCourse(request, admin, { name: uniqueName('微積分'), category: 'freshman' });
  const other = await createCourse(request, admin, { name: uniqueName('線性代數'), category: 'freshman' });
  await signInWithSso(page);
  await page.getByRole('button', { name: '開啟/關閉課程列表' }).click();
  await openCourse(page, course.name);

  const dialog = await fillUploadDetails(page, {
    professor: '周教授',
    year: '112',
    type: '小考',
    name: '第三次小考',
  });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'quiz.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf(),
  });
  await dialog.getByRole('button', { name: '下一步' }).click();
  await expect(dialog.getByRole('form', { name: '確認' })).toBeVisible();
  await expectPageDrawn(dialog.getByRole('region', { name: 'quiz.pdf 的預覽' }));
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  await expectNoSeriousA11yViolations(page, 'upload summary on a phone');

  // The course goes while the wizard is open: the server refuses, and the summary, taller than the screen
  // with its preview, scrolls under buttons that stay in view.
  const removed = await api(request).call(
    routes.courses.adminDeleteCourse,
    { params: { id: String(course.id) } },
    { token: admin },
  );
  expect(removed.status).toBe(200);
  const upload = dialog.getByRole('button', { name: '上傳' });
  const back = dialog.getByRole('button', { name: '上一步' });
  await upload.click();
  await expect(dialog.getByRole('alert', { name: '上傳失敗' })).toContainText('找不到此課程');
  await expect(dialog.getByRole('alert', { name: '上傳失敗' })).toBeInViewport();
  await expect(upload).toBeInViewport({ ratio: 1 });
  await expect(back).toBeInViewport({ ratio: 1 });
  await expectNoSeriousA11yViolations(page, 'upload summary refused on a phone');

  for (let step = 0; step < 3; step += 1) await back.click();
  await choose(page, dialog, '課程', other.name);
  for (let step = 0; step < 3; step += 1) await dialog.getByRole('button', { name: '下一步' }).click();
  await upload.click();
  await expect(page.getByText('「第三次小考」已加入考古題')).toBeVisible();
  await expect(archiveRow(page, 112, '第三次小考', '周教授')).toBeVisible();
});
