import { readFile } from 'node:fs/promises';
import { e2eGeminiKeys } from '@pastexam/api/testing';
import { routes } from '@pastexam/api-contract';
import { storageKeys } from '@pastexam/api-contract/browser-storage';
import {
  chooseProfessor,
  followedTask,
  keyDialog,
  openAiExam,
  saveKey,
  seedCourse,
} from '../support/ai-exam.ts';
import { api } from '../support/api.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { choose } from '../support/form.ts';
import { signInWithSso, storedToken } from '../support/session.ts';
import { expect, type Locator, type Page, test } from '../support/test.ts';
import { toastWith, waitForToastsToLeave } from '../support/toast.ts';

// One user, one course, and tasks that follow each other: a user may have only one task running at a time.
test.describe.configure({ mode: 'serial' });

const course = {
  name: `AI 模擬考 ${Date.now()}`,
  category: 'junior',
  categoryLabel: '大三課程',
  professor: '林教授',
} as const;
const archives = [
  { name: '期中考 A', year: 110, type: 'midterm' },
  { name: '期末考 B', year: 113, type: 'final' },
  { name: '期中考 C', year: 112, type: 'midterm' },
  { name: '期末考 D', year: 111, type: 'final' },
  { name: '小考 E', year: 113, type: 'quiz' },
] as const;
/** In the same course, a professor with quizzes only; and a course with quizzes only. */
const quizzesOnly = { professor: '張教授', course: `${course.name} 小考` } as const;
const noExams = '（沒有期中考或期末考）';

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signInWithSso(page);
  await seedCourse(page, course, [...archives]);
  const quiz = { name: '小考', year: 113, type: 'quiz' } as const;
  await seedCourse(page, { ...course, professor: quizzesOnly.professor }, [quiz]);
  await seedCourse(page, { ...course, name: quizzesOnly.course }, [quiz]);
  await page.close();
});

/** Ticks the first archives of the list, newest first. */
async function tick(dialog: Locator, count: number): Promise<void> {
  const boxes = dialog.getByRole('checkbox');
  for (let index = 0; index < count; index += 1) await boxes.nth(index).check();
}

async function replaceKey(page: Page, key: string): Promise<void> {
  const dialog = keyDialog(page);
  // The dialog reads the key's status when it opens; until then it shows the field as if no key were set.
  const known = dialog.getByText(/^(已設定：.*|尚未設定 API Key)$/);
  await expect(known).toBeVisible();
  if ((await known.textContent())?.startsWith('已設定：')) {
    await dialog.getByRole('button', { name: '移除' }).click();
    await expect(dialog.getByText('尚未設定 API Key')).toBeVisible();
  }
  await saveKey(page, key);
  await expect(dialog.getByText(/^已設定：/)).toBeVisible();
  await dialog.getByRole('button', { name: '關閉' }).click();
}

test('set a key, choose, generate, copy and download the result, regenerate', async ({ page, context }) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInWithSso(page);
  const ai = await openAiExam(page);

  await test.step('the key dialog opens by itself; an invalid key is refused', async () => {
    const keys = keyDialog(page);
    await expect(keys).toBeVisible();
    await expect(keys.getByText('尚未設定 API Key')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the API key dialog');
    await saveKey(page, 'AIzaE2E-wrong-key-0000');
    await expect(toastWith(page, '請確認 API Key 是否正確')).toBeVisible();
    await expect(keys.getByText('尚未設定 API Key')).toBeVisible();
    await keys.getByLabel('Google Gemini API Key').fill('');
    await saveKey(page, e2eGeminiKeys.valid);
    await expect(toastWith(page, 'API Key 測試通過並已成功設定')).toBeVisible();
  });

  await test.step('the saved key closes the prompt and the choice is back where it was', async () => {
    await expect(keyDialog(page)).toBeHidden();
    await expect(ai.getByRole('combobox', { name: '課程分類' })).toBeVisible();
    await ai.getByRole('button', { name: 'API Key 設定' }).click();
    await expect(keyDialog(page).getByText('已設定：****0000')).toBeVisible();
    await expect(keyDialog(page).getByLabel('Google Gemini API Key')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'the API key dialog with a key');
    await keyDialog(page).getByRole('button', { name: '關閉' }).click();
    await expect(ai).toBeVisible();
  });

  await test.step('choose category, course and professor', async () => {
    await expect(ai.getByRole('button', { name: '下一步' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page, 'choosing a professor');
    await chooseProfessor(page, ai, course);
  });

  await test.step('only midterms and finals, newest first, at most three', async () => {
    await expect(ai.getByText('找到 4 份考古題')).toBeVisible();
    await expect(ai.getByRole('checkbox')).toHaveCount(4);
    await expect(ai.getByRole('checkbox').first()).toHaveAccessibleName('期末考 B');
    await expect(ai.getByRole('button', { name: '開始生成' })).toBeDisabled();
    await tick(ai, 3);
    await expect(ai.getByRole('checkbox').nth(3)).toBeDisabled();
    await expect(ai.getByText('（已選擇 3/3）')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'choosing archives');
  });

  const result = ai.getByRole('heading', { name: '生成的模擬試題' });
  await test.step('generate and see the result', async () => {
    await ai.getByRole('button', { name: '開始生成' }).click();
    await expect(ai.getByText('AI 正在分析考古題並生成模擬試題...')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'generating');
    await expect(result).toBeVisible({ timeout: 30_000 });
    await expect(toastWith(page, '模擬試題已成功生成')).toBeVisible();
    await expect(ai.getByRole('list', { name: '使用的考古題' }).getByRole('listitem')).toHaveCount(3);
    await expectNoSeriousA11yViolations(page, 'the result');
  });

  // Copy and TXT give the exam as text, as the API has it.
  const text = (await followedTask(page)).result?.generated_content ?? '';
  expect(text.length).toBeGreaterThan(20);

  await test.step('copy', async () => {
    await ai.getByRole('button', { name: '複製' }).click();
    await expect(toastWith(page, '內容已複製到剪貼簿')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    await waitForToastsToLeave(page);
  });

  await test.step('download the TXT', async () => {
    const download = page.waitForEvent('download');
    await ai.getByRole('button', { name: '下載 TXT' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${course.name}_${course.professor}_模擬試題.txt`);
    expect(await readFile(await file.path(), 'utf8')).toBe(text);
    await expect(toastWith(page, '模擬試題已下載')).toBeVisible();
    await waitForToastsToLeave(page);
  });

  await test.step('regenerate after confirming', async () => {
    await ai.getByRole('button', { name: '重新生成' }).click();
    const confirm = page.getByRole('dialog', { name: '確認重新生成' });
    await expect(confirm).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the regenerate confirmation');
    await confirm.getByRole('button', { name: '確定' }).click();
    await expect(ai.getByRole('combobox', { name: '課程分類' })).toBeVisible();
  });
});

for (const scheme of ['dark', 'light'] as const) {
  test(`a course or professor without a midterm or final is listed but disabled, saying why (${scheme})`, async ({
    page,
  }) => {
    await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
      key: storageKeys.themePreference,
      value: scheme,
    });
    await signInWithSso(page);
    const ai = await openAiExam(page);
    await choose(page, ai, '課程分類', course.categoryLabel);
    await ai.getByRole('combobox', { name: '課程名稱' }).click();
    const quizCourse = page.getByRole('option', { name: `${quizzesOnly.course}${noExams}` });
    await expect(quizCourse).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('option', { name: course.name, exact: true })).not.toHaveAttribute(
      'aria-disabled',
    );
    await expectNoSeriousA11yViolations(page, `the course list with a disabled course (${scheme})`);
    await quizCourse.click({ force: true });
    await expect(ai.getByRole('combobox', { name: '課程名稱' })).toHaveValue('');

    await page.getByRole('option', { name: course.name, exact: true }).click();
    await ai.getByRole('combobox', { name: '教授' }).click();
    const quizProfessor = page.getByRole('option', { name: `${quizzesOnly.professor}${noExams}` });
    await expect(quizProfessor).toHaveAttribute('aria-disabled', 'true');
    await expectNoSeriousA11yViolations(page, `the professor list with a disabled professor (${scheme})`);
    await page.getByRole('option', { name: course.professor, exact: true }).click();
    await ai.getByRole('button', { name: '下一步' }).click();
    await expect(ai.getByText('找到 4 份考古題')).toBeVisible();
  });
}

test('a reload during generation resumes it, and a second submission meanwhile gets the 409 warning', async ({
  page,
  browser,
}) => {
  test.slow();
  // The same user in another browser, ready to submit at the moment the first generation runs.
  const other = await browser.newPage();
  await signInWithSso(other);

  await signInWithSso(page);
  let ai = await openAiExam(page);
  await ai.getByRole('button', { name: 'API Key 設定' }).click();
  await replaceKey(page, e2eGeminiKeys.slow);

  const otherAi = await openAiExam(other);
  await chooseProfessor(other, otherAi, course);
  await tick(otherAi, 1);

  await chooseProfessor(page, ai, course);
  await tick(ai, 2);
  await ai.getByRole('button', { name: '開始生成' }).click();
  await expect(ai.getByText('AI 正在分析考古題並生成模擬試題...')).toBeVisible();

  await otherAi.getByRole('button', { name: '開始生成' }).click();
  await expect(toastWith(other, '您已有一個進行中的任務，請等待完成後再提交新任務')).toBeVisible();
  await expect(otherAi.getByRole('button', { name: '開始生成' })).toBeVisible();
  await other.close();

  await page.reload();
  ai = await openAiExam(page);
  await expect(ai.getByText('AI 正在分析考古題並生成模擬試題...')).toBeVisible();
  await expect(ai.getByText(`${course.name} - ${course.professor}`)).toBeVisible();
  await expect(ai.getByRole('heading', { name: '生成的模擬試題' })).toBeVisible({ timeout: 40_000 });
  await ai.getByRole('button', { name: '重新生成' }).click();
  await page.getByRole('dialog', { name: '確認重新生成' }).getByRole('button', { name: '確定' }).click();
});

test('a failing generation shows the error step; the key can be removed', async ({ page }) => {
  test.slow();
  await signInWithSso(page);
  const ai = await openAiExam(page);
  await ai.getByRole('button', { name: 'API Key 設定' }).click();
  await replaceKey(page, e2eGeminiKeys.fail);

  await chooseProfessor(page, ai, course);
  await tick(ai, 2);
  await ai.getByRole('button', { name: '開始生成' }).click();
  await expect(ai.getByText('生成失敗，請稍後再試')).toBeVisible({ timeout: 40_000 });
  await expect(ai.getByRole('button', { name: '重試' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the error step');
  await ai.getByRole('button', { name: '重試' }).click();
  await expect(ai.getByRole('combobox', { name: '課程分類' })).toBeVisible();

  await ai.getByRole('button', { name: 'API Key 設定' }).click();
  const keys = keyDialog(page);
  await keys.getByRole('button', { name: '移除' }).click();
  await expect(toastWith(page, 'API Key 已移除')).toBeVisible();
  await expect(keys.getByText('尚未設定 API Key')).toBeVisible();
  const token = (await storedToken(page)) ?? undefined;
  const status = await api(page.request).output(routes.aiExam.getApiKey, {}, { token });
  expect(status).toEqual({ has_api_key: false, api_key_masked: null });
});
