// Questions reached from everywhere (product §4.9, §4.10, §4.11): a search hit, in an exam's text or only in an
// answer, names the question it is in and opens the exam at it, a link to a question (the archive page's address) opens the exam there, and in the
// discussion `#第 3 題` is a link that scrolls the file to that question; at a desktop's and a phone's width,
// in both themes.
import { routes } from '@pastexam/api-contract';
import { storageKeys } from '@pastexam/api-contract/browser-storage';
import { PHONE } from '../support/admin.ts';
import { api } from '../support/api.ts';
import { adminToken, chineseTextPdf, courseWithArchive } from '../support/archive.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expectFound, searchFor } from '../support/search.ts';
import { expect, type Locator, type Page, test } from '../support/test.ts';

type APIRequestContext = Parameters<typeof api>[0];

/** An exam of three questions, one a page, uploaded into a new course, with its questions once proposed. */
async function examWithQuestions(request: APIRequestContext, word: string) {
  const token = await adminToken(request);
  const { course, archive } = await courseWithArchive(request, token, {
    name: '期中考',
    professor: '周教授',
    academicYear: 113,
    pdf: chineseTextPdf('1. 請寫出快速排序', `2. 請說明堆積 ${word}`, '3. 請畫出紅黑樹'),
  });
  const listQuestions = async () => {
    const listed = await api(request).call(
      routes.questions.listQuestions,
      { params: { aid: String(archive.id) } },
      { token },
    );
    return listed.ok ? listed.body.questions : [];
  };
  // The text is read, and the questions proposed, in the background after the upload.
  await expect
    .poll(async () => (await listQuestions()).map((q) => q.name), { timeout: 30_000 })
    .toEqual(['第 1 題', '第 2 題', '第 3 題']);
  const questions = await listQuestions();
  return { token, course, archive, questions, listQuestions };
}

/** The page the viewer shows, by its page field. */
const pageField = (preview: Locator) => preview.getByRole('textbox', { name: '頁碼（共 3 頁）' });

async function signIn(page: Page, token: string, scheme: 'light' | 'dark') {
  await page.addInitScript(
    ({ tokenKey, token, themeKey, scheme }) => {
      sessionStorage.setItem(tokenKey, token);
      localStorage.setItem(themeKey, scheme);
    },
    { tokenKey: storageKeys.authToken, token, themeKey: storageKeys.themePreference, scheme },
  );
}

const tag = () => Math.random().toString(36).slice(2, 8);

for (const { width, scheme } of [
  { width: 1280, scheme: 'light' },
  { width: 1280, scheme: 'dark' },
  { width: PHONE.width, scheme: 'light' },
  { width: PHONE.width, scheme: 'dark' },
] as const) {
  test(`at ${width} px in the ${scheme} theme, a question is reached from a search, a link and the discussion`, async ({
    page,
    request,
  }) => {
    const phone = width === PHONE.width;
    if (phone) await page.setViewportSize(PHONE);
    const word = `heapify${tag()}`;
    const { token, course, archive, questions, listQuestions } = await examWithQuestions(request, word);
    const [, second, third] = questions;
    if (!second || !third) throw new Error('three questions');
    await expectFound(request, token, word, archive.id);
    await signIn(page, token, scheme);

    // A link to question 2 opens the exam scrolled to it, and the address drops it.
    await page.goto(`/archive?course=${course.id}&archive=${archive.id}&question=${second.id}`);
    const preview = page.getByRole('dialog', { name: '期中考' });
    // pdf.js loads in a chunk of its own, slow on a busy machine.
    await expect(pageField(preview)).toHaveValue('2', { timeout: 60_000 });
    await expect(preview.getByRole('img', { name: '第 2 頁' })).toBeInViewport();
    await expect(page).toHaveURL(new RegExp(`/archive\\?course=${course.id}$`));
    await expectNoSeriousA11yViolations(page, 'the exam opened at a question');

    // In the discussion, `#第 3 題` is a link that scrolls the file to question 3; other text stays text.
    const discussion = phone
      ? await (async () => {
          await preview.getByRole('button', { name: '討論' }).click();
          return page.getByRole('dialog', { name: '討論' });
        })()
      : await (async () => {
          const beside = preview.getByRole('complementary', { name: '解答與討論' });
          await beside.getByRole('tab', { name: '討論' }).click();
          return beside.getByRole('tabpanel', { name: '討論' });
        })();
    const field = discussion.getByRole('textbox', { name: '留言' });
    await field.fill('請看 #第 3 題 的提示，#第 9 題 不存在');
    await field.press('Control+Enter');
    await expect(field).toHaveValue('');
    const message = discussion.getByRole('listitem').filter({ hasText: '請看' });
    await expect(message.getByRole('button', { name: /^#/ })).toHaveText(['#第 3 題']);
    await expectNoSeriousA11yViolations(page, 'a message linking to a question');
    await message.getByRole('button', { name: '#第 3 題' }).click();
    await expect(pageField(preview)).toHaveValue('3');
    await expect(preview.getByRole('img', { name: '第 3 頁' })).toBeInViewport();
    if (phone) await expect(page.getByRole('dialog', { name: '討論' })).toHaveCount(0);
    await preview.getByRole('button', { name: '關閉預覽' }).click();

    // A search for a word of question 2 names it, and opens the exam at it.
    if (phone) await page.goto(`/archive?course=${course.id}&q=${word}`);
    else await searchFor(page, word);
    const hit = page
      .getByRole('region', { name: '搜尋結果' })
      .getByRole('button', { name: /期中考.*第 2 題/ });
    await expect(hit).toHaveCount(1);
    await expectNoSeriousA11yViolations(page, 'a search hit in a question');
    await hit.click();
    await expect(pageField(preview)).toHaveValue('2');
    await expect(preview.getByRole('img', { name: '第 2 頁' })).toBeInViewport();
    await preview.getByRole('button', { name: '關閉預覽' }).click();

    // A word only in an answer to question 3 finds that question, and opens the exam at it.
    const answerWord = `treap${tag()}`;
    // Question 3 as listed now: proposals read again get new ids.
    const now = (await listQuestions()).find((q) => q.name === '第 3 題');
    const params = { aid: String(archive.id), qid: String(now?.id ?? third.id) };
    const body = { body: `用 ${answerWord} 也可以，期望高度 $O(\\log n)$` };
    expect((await api(request).call(routes.answers.postAnswer, { params, body }, { token })).status).toBe(
      201,
    );
    await page.goto(`/archive?course=${course.id}&q=${answerWord}`);
    const inAnswer = page
      .getByRole('region', { name: '搜尋結果' })
      .getByRole('button', { name: /期中考.*第 3 題・解答/ });
    await expect(inAnswer.locator('mark')).toHaveText(answerWord);
    await inAnswer.click();
    await expect(pageField(preview)).toHaveValue('3');
    await expect(preview.getByRole('img', { name: '第 3 頁' })).toBeInViewport();
  });
}
