// A reader's progress (issue: Progress): coverage 已解答 n / N 題 in the course list and the exam list once an
// answer is written, 已完成 marked in the exam list, and a bookmark set beside the question's answers listed in
// 我的收藏, which opens its exam at the question; at 1280 and 375 px, in both themes, with axe finding nothing serious.

import { routes } from '@pastexam/api-contract';
import { storageKeys } from '@pastexam/api-contract/browser-storage';
import { localAccount, PHONE } from '../support/admin.ts';
import { api } from '../support/api.ts';
import { adminToken, courseWithArchive, minimalPdf } from '../support/archive.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, type Page, test } from '../support/test.ts';

const EXAM = '113 學年度 期中考（周教授）';

/** A course with an exam whose three numbered questions the server found, and a student's token. */
async function examWithQuestions(request: Parameters<typeof adminToken>[0]) {
  const token = await adminToken(request);
  const pdf = minimalPdf([
    '1. Sort the array in place.',
    '2. Prove the bound.',
    '3. Find the shortest path.',
  ]);
  const { course, archive } = await courseWithArchive(request, token, {
    professor: '周教授',
    academicYear: 113,
    type: 'midterm',
    name: '期中考',
    pdf,
  });
  const student = await localAccount(request, '進度的同學');
  const params = { params: { aid: String(archive.id) } };
  // The text job proposes the question starts once it has read the file.
  await expect
    .poll(
      async () =>
        (await api(request).output(routes.questions.listQuestions, params, { token })).questions.length,
      {
        timeout: 60_000,
      },
    )
    .toBeGreaterThan(1);
  const { questions } = await api(request).output(routes.questions.listQuestions, params, { token });
  return { course, archive, questions, student };
}

async function signIn(page: Page, token: string, theme: 'light' | 'dark') {
  await page.addInitScript(
    ({ tokenKey, value, themeKey, scheme }) => {
      sessionStorage.setItem(tokenKey, value);
      localStorage.setItem(themeKey, scheme);
    },
    { tokenKey: storageKeys.authToken, value: token, themeKey: storageKeys.themePreference, scheme: theme },
  );
}

for (const [size, theme] of [
  ['1280', 'dark'],
  ['375', 'light'],
] as const) {
  test(`coverage, 已完成 and 我的收藏 at ${size} px in the ${theme} theme`, async ({ page, request }) => {
    // The preview opened for the star beside the answers loads the PDF and the answers' chunk.
    test.setTimeout(150_000);
    if (size === '375') await page.setViewportSize(PHONE);
    const { course, archive, questions, student } = await examWithQuestions(request);
    const [question] = questions;
    if (!question) throw new Error('no question');
    const total = questions.length;
    await signIn(page, student.token, theme);

    await test.step('an answer written makes the coverage 已解答 1 / N 題', async () => {
      const as = { token: student.token };
      await api(request).output(
        routes.answers.postAnswer,
        {
          params: { aid: String(archive.id), qid: String(question.id) },
          body: { body: '用 $O(n \\log n)$ 排序。' },
        },
        as,
      );
      await page.goto(`/archive?course=${course.id}`);
      const row = page.getByRole('article', { name: EXAM });
      await expect(row.getByText(`已解答 1 / ${total} 題`)).toBeVisible();
      if (size === '1280')
        await expect(
          page.getByRole('link', { name: new RegExp(course.name) }).getByText(`已解答 1 / ${total} 題`),
        ).toBeVisible();
      await expectNoSeriousA11yViolations(page, `the archive list with coverage at ${size} px`);
    });

    await test.step('已完成 marked in the list stays after a reload', async () => {
      const done = page.getByRole('button', { name: `${EXAM} 已完成` });
      await expect(done).toHaveAttribute('aria-pressed', 'false');
      await done.click();
      await expect(done).toHaveAttribute('aria-pressed', 'true');
      await page.reload();
      await expect(page.getByRole('button', { name: `${EXAM} 已完成` })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });

    await test.step('a bookmark set beside the answers appears in 我的收藏 and opens its exam at the question', async () => {
      await page.getByRole('article', { name: EXAM }).getByRole('button', { name: '預覽' }).click();
      // Beside the PDF on a desktop; on a phone in the question-by-question sheet its 解答 button opens.
      if (size === '375')
        await page.getByRole('dialog', { name: '期中考' }).getByRole('button', { name: '解答' }).click();
      const star = page.getByRole('button', { name: `收藏 ${question.name}` });
      await expect(star).toHaveAttribute('aria-pressed', 'false');
      await star.click();
      await expect(star).toHaveAttribute('aria-pressed', 'true');
      await page.goto('/bookmarks');
      await expect(page.getByRole('heading', { name: '我的收藏' })).toBeVisible();
      const section = page.getByRole('region', { name: course.name });
      await expect(section.getByText('113 學年度 期中考 · 周教授')).toBeVisible();
      await expect(section.getByRole('button', { name: `收藏 ${question.name}` })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expectNoSeriousA11yViolations(page, `我的收藏 at ${size} px`);
      // The link names the exam and the question; once the preview is open at it, the address keeps the course.
      const link = section.getByRole('link', { name: question.name });
      await expect(link).toHaveAttribute(
        'href',
        new RegExp(`/archive\\?course=${course.id}&archive=${archive.id}&question=${question.id}`),
      );
      await link.click();
      await expect(page.getByRole('dialog').or(page.getByRole('complementary')).first()).toBeVisible();
    });
  });
}
