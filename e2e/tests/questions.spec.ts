// A student's exam cut into questions on the viewer (product §4.11): its starts are proposed once it is uploaded,
// then adjusted by hand: one moved with the keys, one dragged, one added, one removed, all confirmed; 編輯紀錄
// tells each change. At a desktop's width and a phone's, in both themes, axe finds nothing serious.
import { localAccount, PHONE } from '../support/admin.ts';
import { adminToken, createCourse, uniqueName, uploadArchive } from '../support/archive.ts';
import { expectNoSeriousA11yViolationsInBothThemes } from '../support/axe.ts';
import { openPreview } from '../support/discussion.ts';
import { marker, markerPlace, numberedQuestionsPdf, waitForProposals } from '../support/questions.ts';
import { expect, test } from '../support/test.ts';

const ARCHIVE = '113 學年度 期中考（周教授）';

test('a student adjusts the proposed question starts of an exam they uploaded, and the history tells each change', async ({
  page,
  request,
}) => {
  // The text job reads the upload first, and axe runs eight times (two widths, two themes, the viewer and 編輯紀錄).
  test.setTimeout(480_000);
  const course = await createCourse(request, await adminToken(request), {
    name: uniqueName('資料結構'),
    category: 'general',
  });
  const student = await localAccount(request, '出題的同學');
  const archive = await uploadArchive(request, student.token, {
    courseId: course.id,
    pdf: numberedQuestionsPdf(),
    professor: '周教授',
    academicYear: 113,
    name: '期中考',
  });
  await waitForProposals(request, student.token, archive.id, 4);

  await page.setViewportSize({ width: 1280, height: 800 });
  await openPreview(page, { token: student.token, courseId: course.id, archive: ARCHIVE });
  const dialog = page.getByRole('dialog', { name: /期中考/ });
  for (const name of ['第 1 題', '第 2 題']) {
    await expect(marker(page, name)).toHaveAccessibleName(
      new RegExp(`^${name} 起點，第 1 頁 \\d+%（建議）$`),
    );
  }
  await expect(dialog.getByText('建議')).toHaveCount(4);

  // With the keys: Shift+↓ moves 第 1 題 5% down, Enter saves it, and the proposal is confirmed.
  const first = marker(page, '第 1 題');
  const before = await markerPlace(first);
  await first.focus();
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(first).toHaveAccessibleName(`第 1 題 起點，第 1 頁 ${before.percent + 6}%`);

  // Dragged: 第 2 題 a little lower on its page.
  const second = marker(page, '第 2 題');
  const from = await markerPlace(second);
  await second.scrollIntoViewIfNeeded();
  const box = await second.boundingBox();
  if (!box) throw new Error('第 2 題 is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 30, { steps: 6 });
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 60, { steps: 6 });
  await page.mouse.up();
  await expect(second).not.toHaveAccessibleName(/建議/);
  expect((await markerPlace(second)).percent).toBeGreaterThan(from.percent);

  // Added: a start near the bottom of page 1, numbered in order; the ones after it are renumbered.
  await dialog.getByRole('button', { name: '新增題目' }).click();
  const pageOne = page.locator('[data-question-layer="1"]');
  const pageBox = await pageOne.boundingBox();
  if (!pageBox) throw new Error('page 1 is not laid out');
  await pageOne.click({ position: { x: pageBox.width / 2, y: pageBox.height * 0.85 } });
  await expect(marker(page, '第 3 題')).toHaveAccessibleName(/^第 3 題 起點，第 1 頁 8[4-6]%$/);
  await expect(marker(page, '第 5 題')).toHaveAccessibleName(/第 2 頁/);

  // Removed with Delete and the confirmation: the last start goes.
  await marker(page, '第 5 題').focus();
  await page.keyboard.press('Delete');
  await page.getByRole('dialog', { name: '刪除題目起點' }).getByRole('button', { name: '刪除' }).click();
  await expect(marker(page, '第 5 題')).toHaveCount(0);

  await dialog.getByRole('button', { name: '全部確認' }).click();
  await expect(dialog.getByText('建議')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: /起點，第/ })).toHaveCount(4);
  await expectNoSeriousA11yViolationsInBothThemes(page, 'the question starts on the viewer');

  // The markers can be hidden for plain reading.
  await dialog.getByRole('switch', { name: '顯示題目標記' }).uncheck();
  await expect(dialog.getByRole('button', { name: /起點，第/ })).toHaveCount(0);
  await dialog.getByRole('switch', { name: '顯示題目標記' }).check();

  await dialog.getByRole('button', { name: '編輯紀錄' }).click();
  const history = page.getByRole('dialog', { name: '編輯紀錄' });
  const actions = history.getByRole('row').locator('td:nth-child(3)');
  await expect(actions).toHaveText(['確認', '刪除', '新增', '移動', '移動']);
  await expect(history.getByRole('row').nth(1)).toContainText(student.name);
  await expectNoSeriousA11yViolationsInBothThemes(page, '編輯紀錄');

  await page.setViewportSize(PHONE);
  await expectNoSeriousA11yViolationsInBothThemes(page, '編輯紀錄 on a phone');
  await history.getByRole('button', { name: '關閉' }).click();
  await expect(marker(page, '第 1 題')).toBeAttached();
  await expectNoSeriousA11yViolationsInBothThemes(page, 'the question starts on a phone');
});
