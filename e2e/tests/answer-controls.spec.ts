// What a question's answers offer besides writing one (product §4.12–4.14): 請 AI 試答, whose draft arrives from
// the fake Gemini with its badge; 上一題 / 下一題, which scroll the PDF beside them; and 檢舉, sent once per reason,
// resolved by an administrator in 檢舉 and told to the flagger in 我的檢舉. At 1280 px with both themes checked by
// axe on each new dialog, and at 375 px where the same controls sit in the question-by-question sheet.
// (A bookmark set from the answers appearing in 我的收藏 is progress.spec.ts's.)

import { e2eGeminiKeys } from '@pastexam/api/testing';
import { routes } from '@pastexam/api-contract';
import { storageKeys } from '@pastexam/api-contract/browser-storage';
import { PHONE } from '../support/admin.ts';
import { ANSWERED_ARCHIVE, answerableArchive, answerBy, openAnswers, student } from '../support/answers.ts';
import { api } from '../support/api.ts';
import { expectNoSeriousA11yViolationsInBothThemes } from '../support/axe.ts';
import { anotherBrowser, openPreview } from '../support/discussion.ts';
import { expect, type Locator, type Page, test } from '../support/test.ts';

/** An archive with two questions, an answer to 第 1 題 by one student, and a second student to read it. */
async function answeredArchive(request: Parameters<typeof answerableArchive>[0]) {
  const setup = await answerableArchive(request);
  const [writer, reader] = [await student(request, '寫解答的同學'), await student(request, '檢舉的同學')];
  const aid = String(setup.archiveId);
  const { questions } = await api(request).output(
    routes.questions.listQuestions,
    { params: { aid } },
    { token: reader.token },
  );
  const first = questions[0];
  if (!first) throw new Error('no question found');
  await api(request).output(
    routes.answers.postAnswer,
    { params: { aid, qid: String(first.id) }, body: { body: '答案是 $n(n+1)/2$。' } },
    { token: writer.token },
  );
  return { ...setup, writer, reader, at: { courseId: setup.courseId, archive: ANSWERED_ARCHIVE } };
}

/** Opens 檢舉 from the menu of `answer`: answers the dialog. */
async function openFlagDialog(page: Page, answer: Locator): Promise<Locator> {
  await answer.getByRole('button', { name: '解答的其他操作' }).click();
  await page.getByRole('menuitem', { name: '檢舉' }).click();
  const dialog = page.getByRole('dialog', { name: '檢舉解答' });
  await expect(dialog.getByRole('radio', { name: '答案錯誤' })).toBeVisible();
  return dialog;
}

/** Flags `answer` as 答案錯誤 in its dialog. */
async function flagAsWrong(page: Page, answer: Locator): Promise<Locator> {
  const dialog = await openFlagDialog(page, answer);
  await dialog.getByRole('radio', { name: '答案錯誤' }).check();
  await dialog.getByRole('button', { name: '送出檢舉' }).click();
  return dialog;
}

/** How far the PDF beside the answers is scrolled, in px. */
const pdfScrollTop = (page: Page) =>
  page.getByRole('region', { name: 'PDF 頁面' }).evaluate((scroller) => scroller.scrollTop);

test('an AI draft arrives with its badge, 下一題 scrolls the PDF, and a flag is resolved and told to its flagger', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const setup = await answeredArchive(request);
  const { writer, reader } = setup;
  await api(request).output(
    routes.aiExam.putApiKey,
    { body: { gemini_api_key: e2eGeminiKeys.valid } },
    { token: reader.token },
  );
  const panel = await openAnswers(page, { token: reader.token, ...setup.at });
  const first = panel.getByRole('region', { name: '第 1 題' });

  await test.step('請 AI 試答 drafts 第 1 題 with the fake Gemini: the draft is listed with its badge', async () => {
    await first.getByRole('button', { name: '請 AI 試答' }).click();
    await expect(first.getByText(/AI 試答已完成，已加入解答列表/)).toBeVisible({ timeout: 60_000 });
    const draft = answerBy(first, reader.name);
    await expect(draft.getByText(/🤖 AI 試答/)).toBeVisible();
    await expect(draft.getByText('答案為')).toBeVisible();
  });

  await test.step('下一題 and 上一題 scroll the PDF to the question, and the answers follow', async () => {
    const before = await pdfScrollTop(page);
    await panel.getByRole('button', { name: '下一題' }).click();
    await expect(panel.getByRole('region', { name: '第 2 題' })).toBeVisible();
    await expect.poll(() => pdfScrollTop(page)).toBeGreaterThan(before);
    await panel.getByRole('button', { name: '上一題' }).click();
    await expect(first).toBeVisible();
    await expect.poll(() => pdfScrollTop(page)).toBeLessThanOrEqual(before);
  });

  await test.step('檢舉 is sent once per reason: the second time the dialog says why not', async () => {
    const answer = answerBy(first, writer.name);
    const dialog = await openFlagDialog(page, answer);
    await expectNoSeriousA11yViolationsInBothThemes(page, 'the flag dialog');
    await dialog.getByRole('button', { name: '送出檢舉' }).click();
    await expect(dialog.getByText('請選擇檢舉理由')).toBeVisible();
    await dialog.getByRole('radio', { name: '答案錯誤' }).check();
    await dialog.getByRole('button', { name: '送出檢舉' }).click();
    await expect(page.getByText('已送出檢舉')).toBeVisible();
    await expect(dialog).toBeHidden();

    const again = await flagAsWrong(page, answer);
    await expect(again.getByRole('alert')).toContainText('您已用這個理由檢舉過此解答');
    await expectNoSeriousA11yViolationsInBothThemes(page, 'the flag dialog refusing a second flag');
    await again.getByRole('button', { name: '取消' }).click();
    await expect(again).toBeHidden();
  });

  await test.step('an administrator keeps the answer in 檢舉', async () => {
    const adminPage = await anotherBrowser(browser);
    await adminPage.addInitScript(({ key, value }) => sessionStorage.setItem(key, value), {
      key: storageKeys.authToken,
      value: setup.adminToken,
    });
    await adminPage.goto('/admin?tab=flags');
    const flagged = adminPage.getByRole('listitem').filter({ hasText: `${reader.name}：答案錯誤` });
    await flagged.getByRole('button', { name: '保留', exact: true }).click();
    await expect(flagged).toHaveCount(0);
    await adminPage.context().close();
  });

  await test.step('the flagger finds the outcome in 我的檢舉, counted as new in their menu', async () => {
    await page.reload();
    await page.getByRole('button', { name: reader.name }).click();
    await page.getByRole('menuitem', { name: '我的檢舉，1 則新結果' }).click();
    const mine = page.getByRole('dialog', { name: '我的檢舉' });
    await expect(mine.getByText('管理員檢視後決定保留這則解答')).toBeVisible();
    await expect(mine.getByText('保留・新')).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, '我的檢舉');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: reader.name }).click();
    await expect(page.getByRole('menuitem', { name: '我的檢舉', exact: true })).toBeVisible();
  });
});

test('on a phone the question sheet carries 收藏, 請 AI 試答 and 檢舉, and 我的檢舉 is in 選單', async ({
  page,
  request,
}) => {
  const setup = await answeredArchive(request);
  await page.setViewportSize(PHONE);
  await openPreview(page, { token: setup.reader.token, ...setup.at });
  await page.getByRole('dialog', { name: '期末考' }).getByRole('button', { name: '解答' }).click();
  const sheet = page.getByRole('dialog', { name: '解答' });
  const first = sheet.getByRole('region', { name: '第 1 題' });
  await expect(first.getByRole('button', { name: '收藏 第 1 題' })).toBeVisible();
  // No key saved: the reason is said where the draft was asked for.
  await first.getByRole('button', { name: '請 AI 試答' }).click();
  await expect(first.getByRole('alert')).toContainText('請先設定 Gemini API Key');

  const dialog = await openFlagDialog(page, answerBy(first, setup.writer.name));
  await expectNoSeriousA11yViolationsInBothThemes(page, 'the flag dialog on a phone');
  await dialog.getByRole('radio', { name: '不當內容' }).check();
  await dialog.getByRole('button', { name: '送出檢舉' }).click();
  await expect(dialog).toBeHidden();
  // Focus is back on the answer's ⋯, so Escape closes the question sheet and then the preview.
  await expect(
    answerBy(first, setup.writer.name).getByRole('button', { name: '解答的其他操作' }),
  ).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: '期末考' })).toBeHidden();
  await page.getByRole('button', { name: '選單' }).click();
  await page.getByRole('menuitem', { name: '我的檢舉' }).click();
  const mine = page.getByRole('dialog', { name: '我的檢舉' });
  await expect(mine.getByText('處理中')).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page, '我的檢舉 on a phone');
});
