import { readFile } from 'node:fs/promises';
import { e2eGeminiKeys } from '@pastexam/api/testing';
import { routes } from '@pastexam/api-contract';
import { chooseProfessor, followedTask, openAiExam, seedCourse } from '../support/ai-exam.ts';
import { api } from '../support/api.ts';
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInBothThemes } from '../support/axe.ts';
import { signInWithSso, storedToken, topBar } from '../support/session.ts';
import { expect, test } from '../support/test.ts';
import { toastWith, waitForToastsToLeave } from '../support/toast.ts';

// Its own user, so its generations never meet the AI exam spec's one-task-at-a-time rule.
const teacher = ['teacher', 'teacher123'] as const;
const course = {
  name: `模擬試題練習 ${Date.now()}`,
  category: 'senior',
  categoryLabel: '大四課程',
  professor: '陳志明',
} as const;

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signInWithSso(page, ...teacher);
  await seedCourse(page, course, [
    { name: '期末考', year: 113, type: 'final', pages: 3 },
    { name: '期中考', year: 112, type: 'midterm', pages: 3 },
  ]);
  const token = (await storedToken(page)) ?? undefined;
  const key = { gemini_api_key: e2eGeminiKeys.valid };
  await api(page.request).output(routes.aiExam.putApiKey, { body: key }, { token });
  await page.close();
});

test('a generated exam is rendered, cited, practised, kept, printed, renamed and deleted', async ({
  page,
  context,
}) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInWithSso(page, ...teacher);
  const ai = await openAiExam(page);
  await chooseProfessor(page, ai, course);
  await ai.getByRole('checkbox').nth(0).check();
  await ai.getByRole('checkbox').nth(1).check();
  await ai.getByRole('button', { name: '開始生成' }).click();

  await test.step('the result is rendered: math by KaTeX, code highlighted', async () => {
    await expect(ai.locator('.katex').first()).toBeVisible({ timeout: 40_000 });
    await expect(ai.locator('pre code .hljs-keyword').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the rendered result');
  });
  const task = await followedTask(page);
  expect(task.result?.exam).not.toBeNull();
  const text = task.result?.generated_content ?? '';

  await test.step('copy and TXT still give generated_content', async () => {
    await ai.getByRole('button', { name: '複製' }).click();
    await expect(toastWith(page, '內容已複製到剪貼簿')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    // The copy's toast covers 下載 TXT on this screen until it leaves.
    await waitForToastsToLeave(page);
    const download = page.waitForEvent('download');
    await ai.getByRole('button', { name: '下載 TXT' }).click();
    expect(await readFile(await (await download).path(), 'utf8')).toBe(text);
    await expect(toastWith(page, '模擬試題已下載')).toBeVisible();
    await waitForToastsToLeave(page);
  });

  await test.step('a source chip opens its past exam at the cited page', async () => {
    await ai
      .getByRole('button', { name: /第 3 題/ })
      .first()
      .click();
    const preview = page.getByRole('dialog', { name: '期末考' });
    await expect(preview.getByRole('textbox', { name: '頁碼（共 3 頁）' })).toHaveValue('2');
    await expect(preview.getByRole('img', { name: '第 2 頁' })).toBeInViewport();
    await expectNoSeriousA11yViolations(page, 'the cited past exam');
    await preview.getByRole('button', { name: '關閉' }).click();
    await expect(ai).toBeVisible();
  });

  await test.step('practice: answers hidden until asked for, two questions marked', async () => {
    await ai.getByRole('button', { name: /練習|完整頁面/ }).click();
    await expect(page).toHaveURL(new RegExp(`/exams/${task.task_id}$`));
    const answer = page.getByText('最壞情況要比較全部');
    await expect(answer).toBeHidden();
    await page.getByRole('button', { name: '顯示解答' }).nth(1).click();
    await expect(answer).toBeVisible();
    await page
      .getByRole('group', { name: '第 1 題的掌握程度' })
      .getByRole('button', { name: '會', exact: true })
      .click();
    await page
      .getByRole('group', { name: '第 2 題的掌握程度' })
      .getByRole('button', { name: '不會' })
      .click();
    await expect(page.getByText('已標記 2／2 題')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'practising an exam');
  });

  await test.step('after a reload, 我的模擬試題 lists it and the marks are kept', async () => {
    await expect.poll(async () => Object.keys((await followedTask(page)).marks).length).toBe(2);
    await page.reload();
    await topBar(page)
      .getByRole('button', { name: /王|李老師/ })
      .click();
    await page.getByRole('menuitem', { name: '我的模擬試題' }).click();
    await expect(page).toHaveURL(/\/exams$/);
    const list = page.getByRole('list', { name: '我的模擬試題' });
    const row = list.getByRole('listitem').filter({ hasText: task.title });
    await expect(row).toContainText(course.professor);
    await expect(row).toContainText('已練習 2／2 題');
    await expectNoSeriousA11yViolations(page, 'my mock exams');
    await row.getByRole('button', { name: /開啟/ }).click();
    const known = page
      .getByRole('group', { name: '第 1 題的掌握程度' })
      .getByRole('button', { name: '會', exact: true });
    await expect(known).toHaveAttribute('aria-pressed', 'true');
    const unknown = page.getByRole('group', { name: '第 2 題的掌握程度' });
    await expect(unknown.getByRole('button', { name: '不會' })).toHaveAttribute('aria-pressed', 'true');
  });

  await test.step('the print view: questions, then the answer key on its own pages, without the top bar', async () => {
    await page.getByRole('link', { name: '下載 PDF' }).click();
    await expect(page).toHaveURL(new RegExp(`/exams/${task.task_id}/print$`));
    const key = page.getByRole('heading', { name: '解答' });
    await expect(key).toBeVisible();
    await expect(page.locator('.katex').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the print view');
    await page.emulateMedia({ media: 'print' });
    await expect(topBar(page)).toBeHidden();
    await expect(page.getByRole('button', { name: '列印／另存為 PDF' })).toBeHidden();
    expect(
      await key.evaluate((element) => getComputedStyle(element.closest('section') ?? element).breakBefore),
    ).toBe('page');
    const pdf = await page.pdf();
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('link', { name: '回到試卷' }).click();
  });

  await test.step('rename, then delete with confirmation', async () => {
    await page.getByRole('button', { name: '更多動作' }).click();
    await page.getByRole('menuitem', { name: '重新命名' }).click();
    const rename = page.getByRole('dialog', { name: '重新命名' });
    await rename.getByLabel('名稱').fill('期末衝刺卷');
    await expectNoSeriousA11yViolations(page, 'renaming an exam');
    await rename.getByRole('button', { name: /儲存|確定/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: '期末衝刺卷' })).toBeVisible();

    await page.getByRole('button', { name: '更多動作' }).click();
    await page.getByRole('menuitem', { name: '刪除' }).click();
    const confirm = page.getByRole('dialog', { name: '刪除模擬試題' });
    await expect(confirm).toContainText('期末衝刺卷');
    await expectNoSeriousA11yViolations(page, 'the delete confirmation');
    await confirm.getByRole('button', { name: '刪除' }).click();
    await expect(page).toHaveURL(/\/exams$/);
    await expect(page.getByRole('list', { name: '我的模擬試題' }).getByText('期末衝刺卷')).toHaveCount(0);
    expect((await followedTask(page)).status).toBe('not_found');
  });
});

test('an exam whose stated 總分 disagrees with its questions shows their sum, and says what the model wrote', async ({
  page,
}) => {
  await signInWithSso(page, ...teacher);
  const token = (await storedToken(page)) ?? undefined;
  const useKey = (gemini_api_key: string) =>
    api(page.request).output(routes.aiExam.putApiKey, { body: { gemini_api_key } }, { token });
  // A model that writes 總分 1 分 over questions worth 100.
  await useKey(e2eGeminiKeys.wrongTotal);
  try {
    const ai = await openAiExam(page);
    await chooseProfessor(page, ai, course);
    await ai.getByRole('checkbox').nth(0).check();
    await ai.getByRole('button', { name: '開始生成' }).click();
    const note = 'AI 原本寫的總分是 1 分，與各題配分不符，已改為各題配分之和。';
    await expect(ai.getByText('總分 100 分')).toBeVisible({ timeout: 40_000 });
    await expect(ai.getByText(note)).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, 'a result whose 總分 was corrected');
    const task = await followedTask(page);
    expect(task.result?.exam).toMatchObject({ total_points: 100, stated_total_points: 1 });
    expect(task.result?.generated_content).toContain(`（${note}）`);
  } finally {
    await useKey(e2eGeminiKeys.valid);
  }
});
