// 複習 (issue 34): a question added to the review deck beside its answers, and a question of the student's own
// mock exam added beside it on the exam's page, are in the home page's 今天要複習 2 題; the archive's card draws
// its question from the PDF, the mock exam's shows its text; graded 忘記 on the review screen they leave today's
// queue, and are there again when the browser's clock is moved a day on; at 1280 px dark and 375 px light, with
// axe finding nothing serious.

import { e2eGeminiKeys } from '@pastexam/api/testing';
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
/** How a card names the exam: course, year, name, professor. */
const EXAM_NAME = '113 學年度 期中考 · 林教授';
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
  return { course, archive, question, student };
}

/** A finished mock exam of the student's, generated from the archive; answers its id and first question's name. */
async function mockExam(request: Parameters<typeof adminToken>[0], token: string, archiveId: number) {
  const client = api(request);
  await client.output(routes.aiExam.putApiKey, { body: { gemini_api_key: e2eGeminiKeys.valid } }, { token });
  const body = { archive_ids: [archiveId] };
  const { task_id } = await client.output(routes.aiExam.generate, { body }, { token });
  const params = { params: { id: task_id } };
  await expect
    .poll(async () => (await client.output(routes.aiExam.getTask, params, { token })).status, {
      timeout: 60_000,
    })
    .toBe('complete');
  const task = await client.output(routes.aiExam.getTask, params, { token });
  const first = task.result?.exam?.sections[0]?.questions[0];
  if (!first) throw new Error('the mock exam has no question');
  return { taskId: task_id, questionName: `第 ${first.number} 題` };
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
    const { course, archive, question, student } = await answeredExam(request);
    const mock = await mockExam(request, student.token, archive.id);
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

    await test.step('加入複習 beside a question of the student’s mock exam', async () => {
      await page.goto(`/exams/${mock.taskId}`);
      const toggle = page.getByRole('button', { name: `加入複習 ${mock.questionName}` });
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await expectNoSeriousA11yViolations(page, `a mock exam with 加入複習 at ${size} px`);
    });

    await test.step('the home page says 今天要複習 2 題', async () => {
      await page.goto('/archive?overview=true');
      const today = page.getByRole('region', { name: '複習' });
      await expect(today.getByText('今天要複習 2 題')).toBeVisible();
      await expectNoSeriousA11yViolations(page, `今天要複習 at ${size} px`);
      await today.getByRole('link', { name: '開始複習' }).click();
    });

    await test.step('the archive’s card draws its question, reveals its answer and is graded 忘記', async () => {
      const card = page
        .getByRole('article', { name: `複習 ${question.name}` })
        .filter({ hasText: EXAM_NAME });
      await expect(card.getByRole('img', { name: `${question.name}的題目` })).toBeVisible();
      await expect(card.getByText(ANSWER)).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, `a review card's front at ${size} px`);
      await card.getByRole('button', { name: '顯示解答' }).click();
      await expect(card.getByText(ANSWER)).toBeVisible();
      await expectNoSeriousA11yViolations(page, `a review card revealed at ${size} px`);
      await card.getByRole('button', { name: '忘記' }).click();
    });

    await test.step('the mock exam’s card shows its question and answer and is graded 忘記', async () => {
      const card = page
        .getByRole('article', { name: `複習 ${mock.questionName}` })
        .filter({ hasText: '（模擬試題）' });
      await expect(card.getByText('2 / 2')).toBeVisible();
      await expect(card.getByRole('heading', { name: '解答' })).toHaveCount(0);
      await card.getByRole('button', { name: '顯示解答' }).click();
      await expect(card.getByRole('heading', { name: '解答' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `a mock exam's review card revealed at ${size} px`);
      await card.getByRole('button', { name: '忘記' }).click();
      await expect(page.getByRole('status').filter({ hasText: '今天的複習完成了，共 2 題。' })).toBeVisible();
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
      await expect(today.getByText('今天要複習 2 題')).toBeVisible();
      await today.getByRole('link', { name: '開始複習' }).click();
      await expect(page.getByRole('article', { name: `複習 ${question.name}` }).first()).toBeVisible();
    });
  });
}
