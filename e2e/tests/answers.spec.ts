// Answers to an exam's questions (product §4.12): a student answers 第 2 題 with math and code, which another
// student sees arrive live and votes up; an expert of the course endorses it and an administrator marks it
// official, and every reader sees the badges. At 1280 and 375 px, in both themes, with axe clean. Then a new
// answer reaches a browser on another server replica.
import { routes } from '@pastexam/api-contract';
import { storageKeys } from '@pastexam/api-contract/browser-storage';
import { PHONE } from '../support/admin.ts';
import { ANSWERED_ARCHIVE, answerableArchive, answerBy, openAnswers, student } from '../support/answers.ts';
import { api } from '../support/api.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { anotherBrowser, openPreview } from '../support/discussion.ts';
import { replicasDatabaseServer, startReplicas } from '../support/replicas.ts';
import { expect, type Locator, type Page, test } from '../support/test.ts';

const ANSWER = [
  '由等差級數，$$\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}$$',
  '',
  '```c',
  'int twice(int x) {',
  '  return 2 * x;',
  '}',
  '```',
].join('\n');

/** Scrolls the PDF down to 第 2 題, its last question: the panel beside it follows. */
async function toSecond(panel: Locator): Promise<Locator> {
  const page = panel.page();
  const second = panel.getByRole('region', { name: '第 2 題' });
  // The pages may still be laid out when the panel shows: scroll again until the panel has followed.
  await expect(async () => {
    await page.getByRole('region', { name: 'PDF 頁面' }).hover();
    await page.mouse.wheel(0, 3000);
    await expect(second).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  return second;
}

async function writeAnswer(question: Locator, body: string): Promise<void> {
  await question.getByRole('button', { name: '撰寫解答' }).click();
  await question.getByRole('textbox', { name: '解答內容' }).fill(body);
  await question.getByRole('button', { name: '送出解答' }).click();
}

async function inTheme(page: Page, theme: 'dark' | 'light'): Promise<void> {
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: storageKeys.themePreference,
    value: theme,
  });
}

test('a student answers 第 2 題 with math and code, another votes, an expert endorses it and an admin marks it official', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const setup = await answerableArchive(request);
  const [writer, voter, expert] = [
    await student(request, '寫解答的同學'),
    await student(request, '投票的同學'),
    await student(request, '助教'),
  ];
  await api(request).output(
    routes.answers.addCourseExpert,
    { params: { cid: String(setup.courseId) }, body: { user_id: expert.id } },
    { token: setup.adminToken },
  );
  const reader = (token: string) => ({ token, courseId: setup.courseId, archive: ANSWERED_ARCHIVE });

  // The voter is reading 第 2 題 when the answer is written: it arrives live.
  const voterPage = await anotherBrowser(browser);
  const onVoter = await toSecond(await openAnswers(voterPage, reader(voter.token)));
  await expect(onVoter.getByText('這題還沒有解答，寫下第一個吧。')).toBeVisible();

  // The answers' Markdown is rendered in a worker, never by the page's own copy of the renderer (its fallback).
  const renderedOnPage: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/assets/markdown-html')) renderedOnPage.push(sent.url());
  });
  const onWriter = await toSecond(await openAnswers(page, reader(writer.token)));
  await writeAnswer(onWriter, ANSWER);
  const written = answerBy(onWriter, writer.name);
  await expect(written.locator('.katex-display')).toBeVisible();
  expect(page.workers().map((worker) => new URL(worker.url()).pathname)).toContainEqual(
    expect.stringMatching(/^\/assets\/markdown\.worker-/),
  );
  expect(renderedOnPage).toEqual([]);
  await expect(written.locator('pre code.language-c')).toContainText('return 2 * x;');

  const seen = answerBy(onVoter, writer.name);
  await expect(seen.locator('.katex-display')).toBeVisible();
  await seen.getByRole('button', { name: '贊成，0 票' }).click();
  await expect(seen.getByRole('button', { name: '贊成，1 票' })).toHaveAttribute('aria-pressed', 'true');
  await expect(written.getByRole('button', { name: '贊成，1 票' })).toBeVisible();
  await expectNoSeriousA11yViolations(voterPage, 'the answers beside the preview (dark)');

  const expertPage = await anotherBrowser(browser);
  const onExpert = await toSecond(await openAnswers(expertPage, reader(expert.token)));
  await answerBy(onExpert, writer.name).getByRole('button', { name: '以專家身分認可' }).click();
  await expect(written.getByText(`專家認可：${expert.name}`)).toBeVisible();

  const adminPage = await anotherBrowser(browser);
  const onAdmin = await toSecond(await openAnswers(adminPage, reader(setup.adminToken)));
  await answerBy(onAdmin, writer.name).getByRole('button', { name: '官方解答' }).click();
  for (const panel of [onWriter, onVoter, onExpert]) {
    await expect(answerBy(panel, writer.name).getByText('官方解答', { exact: true }).first()).toBeVisible();
  }

  // The light theme, checked as well.
  await inTheme(voterPage, 'light');
  const lightPanel = await toSecond(await openAnswers(voterPage, reader(voter.token)));
  await expect(
    answerBy(lightPanel, writer.name).getByText('官方解答', { exact: true }).first(),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(voterPage, 'the answers beside the preview (light)');
  await Promise.all([voterPage, expertPage, adminPage].map((other) => other.context().close()));
});

test('on a phone the exam reads question by question, its region drawn above its answers', async ({
  page,
  request,
}) => {
  const setup = await answerableArchive(request);
  const reader = await student(request, '手機的同學');
  await page.setViewportSize(PHONE);
  for (const theme of ['dark', 'light'] as const) {
    await openPreview(page, { token: reader.token, courseId: setup.courseId, archive: ANSWERED_ARCHIVE });
    await inTheme(page, theme);
    await page.reload();
    await page.getByRole('article', { name: ANSWERED_ARCHIVE }).getByRole('button', { name: '預覽' }).click();
    await page.getByRole('dialog', { name: '期末考' }).getByRole('button', { name: '解答' }).click();
    const sheet = page.getByRole('dialog', { name: '解答' });
    await expect(sheet.getByRole('region', { name: '第 1 題' })).toBeVisible();
    await expect(sheet.getByRole('img', { name: '第 1 題的題目' })).toBeVisible();
    await expect(sheet.getByText('第 1 / 2 題')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(sheet.getByRole('region', { name: '第 2 題' })).toBeVisible();
    await expect(sheet.getByRole('img', { name: '第 2 題的題目' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `the answers sheet on a phone (${theme})`);
    await sheet.getByRole('button', { name: '上一題' }).click();
    await expect(sheet.getByRole('region', { name: '第 1 題' })).toBeVisible();
  }
});

test('with two server replicas on one PostgreSQL, a new answer reaches a browser on the other replica', async ({
  browser,
  playwright,
}) => {
  const serverUrl = replicasDatabaseServer();
  test.setTimeout(240_000);

  const replicas = await startReplicas(serverUrl);
  try {
    const [first, second] = replicas.urls;
    const request = await playwright.request.newContext({ baseURL: first });
    // The replicas read no text (their cores are the browsers'): the questions are placed as a reader places them.
    const setup = await answerableArchive(request, { questions: 'placed' });
    const [writer, reader] = [await student(request, '寫解答的同學'), await student(request, '讀解答的同學')];
    const [writing, reading] = [await anotherBrowser(browser), await anotherBrowser(browser)];
    const at = (token: string, origin: string | undefined) => ({
      token,
      courseId: setup.courseId,
      archive: ANSWERED_ARCHIVE,
      origin,
    });
    const onReader = await openAnswers(reading, at(reader.token, second));
    const onWriter = await openAnswers(writing, at(writer.token, first));
    await writeAnswer(onWriter.getByRole('region', { name: '第 1 題' }), '答案是 $\\frac{n(n+1)}{2}$');
    await expect(answerBy(onReader, writer.name).locator('.katex')).toBeVisible();
    await Promise.all([writing.context().close(), reading.context().close(), request.dispose()]);
  } finally {
    await replicas.stop();
  }
});
