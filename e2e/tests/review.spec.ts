// 複習 (issue 34): a question added to the review deck beside its answers is in the home page's
// 今天要複習 1 題; graded 忘記 on the review screen it leaves today's queue, and is there again when the browser's
// clock is moved a day on; at 1280 px dark and 375 px light, with axe finding nothing serious.

import { routes } from '@pastexam/api-contract';
import { storageKeys } from '@pastexam/api-contract/browser-storage';
import { localAccount, PHONE } from '../support/admin.ts';
import { api } from '../support/api.ts';
import { adminToken, courseWithArchive, minimalPdf } from '../support/archive.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { signInWithToken } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

const EXAM = '113 學年度 期中考（林教授）';
const ANSWER = '先排序，再用雙指標掃過一次。';
const DAY = 24 * 60 * 60 * 1000;

/** A course with an exam whose questions the server found, the first answered, and a student's token. */
async function answeredExam(request: Parameters<typeof adminToken>[0]) {
  const token = await adminToken(request);
  const pdf = minimalPdf(['1. Find two numbers summing to k.', '2. Prove the bound.']);
  const { course, archive } = await courseWithArchive(request, token, {
    professor: '林教授',
    academicYear: 113,
    type: 'midterm',
    name: '期中考',
    pdf,
  });
  const student = await localAccount(request, '複習的同學');
  const params = { params: { aid: String(archive.id) } };
  await expect
    .poll(
      async () =>
        (await api(request).output(routes.questions.listQuestions, params, { token })).questions.length,
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);
  const { questions } = await api(request).output(routes.questions.listQuestions, params, { token });
  const [question] = questions;
  if (!question) throw new Error('no question');
  await api(request).output(
    routes.answers.postAnswer,
    { params: { aid: String(archive.id), qid: String(question.id) }, body: { body: ANSWER } },
    { token },
  );
  return { course, question, student };
}

for (const [size, theme] of [
  ['1280', 'dark'],
  ['375', 'light'],
] as const) {
  test(`a question graded 忘記 is in tomorrow's review at ${size} px in the ${theme} theme`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    if (size === '375') await page.setViewportSize(PHONE);
    const { course, question, student } = await answeredExam(request);
    await page.addInitScript(([key, scheme]) => localStorage.setItem(key, scheme), [
      storageKeys.themePreference,
      theme,
    ] as const);
    await signInWithToken(page, student.token);

    await test.step('加入複習 beside the question', async () => {
      await page.goto(`/archive?course=${course.id}`);
      await page.getByRole('article', { name: EXAM }).getByRole('button', { name: '預覽' }).click();
      if (size === '375')
        await page.getByRole('dialog', { name: '期中考' }).getByRole('button', { name: '解答' }).click();
      const toggle = page.getByRole('button', { name: `加入複習 ${question.name}` });
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    });

    await test.step('the home page says 今天要複習 1 題', async () => {
      await page.goto('/archive?overview=true');
      const today = page.getByRole('region', { name: '複習' });
      await expect(today.getByText('今天要複習 1 題')).toBeVisible();
      await expectNoSeriousA11yViolations(page, `今天要複習 at ${size} px`);
      await today.getByRole('link', { name: '開始複習' }).click();
    });

    await test.step('the card reveals its answer and is graded 忘記', async () => {
      const card = page.getByRole('article', { name: `複習 ${question.name}` });
      await expect(card.getByText(ANSWER)).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, `a review card's front at ${size} px`);
      await card.getByRole('button', { name: '顯示解答' }).click();
      await expect(card.getByText(ANSWER)).toBeVisible();
      await expectNoSeriousA11yViolations(page, `a review card revealed at ${size} px`);
      await card.getByRole('button', { name: '忘記' }).click();
      await expect(page.getByRole('status').filter({ hasText: '今天的複習完成了，共 1 題。' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `today's review done at ${size} px`);
      await page.goto('/archive?overview=true');
      await expect(
        page.getByRole('region', { name: '複習' }).getByText('今天沒有要複習的題目'),
      ).toBeVisible();
    });

    await test.step('a day later it is in the queue again', async () => {
      await page.clock.setFixedTime(Date.now() + DAY);
      await page.goto('/archive?overview=true');
      const today = page.getByRole('region', { name: '複習' });
      await expect(today.getByText('今天要複習 1 題')).toBeVisible();
      await today.getByRole('link', { name: '開始複習' }).click();
      await expect(page.getByRole('article', { name: `複習 ${question.name}` })).toBeVisible();
    });
  });
}
