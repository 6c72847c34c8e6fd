// 模擬考 (product §4.19): a timed practice on a real exam runs to its end with the answers hidden, resumes
// after a reload with its notes and the time it had, then shows the top answers beside the notes, takes
// 會 / 不確定 / 不會, and keeps the results (visible after a reload) and the exam's 已完成; at 1280 and 375 px,
// in both themes, with axe finding nothing serious.

import { routes } from '@pastexam/api-contract';
import { storageKeys } from '@pastexam/api-contract/browser-storage';
import { PHONE } from '../support/admin.ts';
import { answerableArchive, student } from '../support/answers.ts';
import { api } from '../support/api.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, type Page, test } from '../support/test.ts';

async function signIn(page: Page, token: string, theme: 'light' | 'dark') {
  await page.addInitScript(
    ({ tokenKey, value, themeKey, scheme }) => {
      sessionStorage.setItem(tokenKey, value);
      localStorage.setItem(themeKey, scheme);
    },
    { tokenKey: storageKeys.authToken, value: token, themeKey: storageKeys.themePreference, scheme: theme },
  );
}

for (const [size, theme, layout] of [
  ['1280', 'dark', '一題一題'],
  ['375', 'light', '全部題目'],
] as const) {
  test(`a timed 模擬考 runs to its end and its results are kept at ${size} px in the ${theme} theme`, async ({
    page,
    request,
  }) => {
    // The upload's text job finds the questions; the page loads pdf.js to draw them.
    test.setTimeout(150_000);
    if (size === '375') await page.setViewportSize(PHONE);
    const { archiveId, adminToken } = await answerableArchive(request);
    const aid = String(archiveId);
    const { questions } = await api(request).output(
      routes.questions.listQuestions,
      { params: { aid } },
      { token: adminToken },
    );
    const [first] = questions;
    if (!first) throw new Error('no question');
    await api(request).output(
      routes.answers.postAnswer,
      { params: { aid, qid: String(first.id) }, body: { body: '答案是 $\\frac{n(n+1)}{2}$' } },
      { token: adminToken },
    );
    const reader = await student(request, `模擬考的同學${size}`);
    await page.clock.install();
    await signIn(page, reader.token, theme);

    await page.goto(`/practice/${aid}`);
    // The start page names the exam: course, year, name and professor.
    await expect(page.getByRole('heading', { name: / · \d+ 學年度 .+ · .+$/ })).toBeVisible();
    await expect(page.getByText('共 2 題，預設 20 分鐘', { exact: false })).toBeVisible();
    await page.getByText(layout).click();
    await page.getByLabel('作答時間（分鐘）').fill('1');
    await expectNoSeriousA11yViolations(page, `模擬考's start at ${size} px in the ${theme} theme`);
    await page.getByRole('button', { name: '開始模擬考' }).click();

    await test.step('answers are hidden, and a reload resumes with the note and the time left', async () => {
      await expect(page).toHaveURL(new RegExp(`/practice/${aid}/\\d+$`));
      const timer = page.getByRole('timer');
      await expect(timer).toHaveText(/0:[0-5]\d|1:00/);
      await expect(page.getByRole('img', { name: `${first.name}的題目` })).toBeVisible();
      await expect(page.getByText('答案是 n(n+1)/2')).toHaveCount(0);
      await page.getByLabel(`${first.name}的筆記`).fill('用梯形公式');
      await expectNoSeriousA11yViolations(page, `模擬考 in progress at ${size} px in the ${theme} theme`);
      const pid = new URL(page.url()).pathname.split('/').at(-1) ?? '';
      await expect
        .poll(async () => {
          const attempt = await api(request).output(
            routes.practice.getPractice,
            { params: { pid } },
            { token: reader.token },
          );
          return attempt.questions[0]?.note;
        })
        .toBe('用梯形公式');
      await page.reload();
      await expect(page.getByLabel(`${first.name}的筆記`)).toHaveValue('用梯形公式');
      await expect(page.getByRole('timer')).toHaveText(/0:[0-5]\d/);
    });

    await test.step('when the time is up the top answers show beside the notes, to be graded', async () => {
      await page.clock.fastForward('01:05');
      await expect(page.getByRole('heading', { name: /模擬考結果/ })).toBeVisible();
      const graded = page.getByRole('region', { name: first.name });
      await expect(graded.getByText('用梯形公式')).toBeVisible();
      // The answer renders as the answers panel renders it: its formula typeset by KaTeX.
      await expect(graded.getByText(/答案是/)).toBeVisible();
      await expect(graded.locator('.katex').first()).toBeVisible();
      await expect(graded.getByRole('img', { name: `${first.name}的題目` })).toBeVisible();
      await graded.getByText('不會', { exact: true }).click();
      const second = questions[1];
      if (!second) throw new Error('no second question');
      await page.getByRole('region', { name: second.name }).getByText('會', { exact: true }).click();
      await expect(page.getByText(/會 1 · 不確定 0 · 不會 1/)).toBeVisible();
      await expectNoSeriousA11yViolations(page, `模擬考's results at ${size} px in the ${theme} theme`);
    });

    await test.step('the results are kept: after a reload, in 上次模擬考, and the exam is 已完成', async () => {
      await page.reload();
      await expect(page.getByText(/會 1 · 不確定 0 · 不會 1/)).toBeVisible();
      await page.goto(`/practice/${aid}`);
      const last = page.getByRole('region', { name: '上次模擬考' });
      await expect(last.getByText(/會 1 · 不確定 0 · 不會 1/)).toBeVisible();
      const completions = await api(request).output(
        routes.progress.listMyCompletions,
        {},
        { token: reader.token },
      );
      expect(completions.archive_ids).toContain(archiveId);
    });
  });
}
