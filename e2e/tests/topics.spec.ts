// 主題 (product §4.19): an expert of a course builds a two-level tag on the topics page; the keyword rules suggest
// it for a question whose text holds its keyword, a student proposes it, the expert confirms it under the
// question's answers, and the tag's page lists the question; at 1280 and 375 px, in both themes, axe clean.

import { routes } from '@pastexam/api-contract';
import { storageKeys } from '@pastexam/api-contract/browser-storage';
import { localAccount, PHONE } from '../support/admin.ts';
import { api } from '../support/api.ts';
import { adminToken, courseWithArchive, minimalPdf } from '../support/archive.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { signInWithToken } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

for (const [size, theme] of [
  ['1280', 'dark'],
  ['375', 'light'],
] as const) {
  test(`an expert builds a tag, a proposal is confirmed and its page lists the question at ${size} px in the ${theme} theme`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    if (size === '375') await page.setViewportSize(PHONE);
    const stamp = `${size}${Date.now().toString(36)}`;
    const keyword = `qubit${stamp}`;
    const token = await adminToken(request);
    const { course, archive } = await courseWithArchive(request, token, {
      professor: '林教授',
      academicYear: 112,
      type: 'final',
      name: '期末考',
      pdf: minimalPdf([
        `1. Explain the ${keyword} and its superposition.`,
        '2. Sort the array using heap sort.',
      ]),
    });
    const listed = () =>
      api(request).output(routes.questions.listQuestions, { params: { aid: String(archive.id) } }, { token });
    await expect.poll(async () => (await listed()).questions.length, { timeout: 60_000 }).toBe(2);
    const [question] = (await listed()).questions;
    if (!question) throw new Error('no question');
    const expert = await localAccount(request, '主題專家');
    const me = await api(request).output(routes.users.me, {}, { token: expert.token });
    await api(request).output(
      routes.answers.addCourseExpert,
      { params: { cid: String(course.id) }, body: { user_id: me.id } },
      { token },
    );

    await page.addInitScript(([key, scheme]) => localStorage.setItem(key, scheme), [
      storageKeys.themePreference,
      theme,
    ] as const);
    await signInWithToken(page, expert.token);

    // The expert builds an area, then a topic under it with the keyword.
    const areaName = `量子計算${stamp}`;
    const topicName = `量子位元${stamp}`;
    await page.goto('/topics');
    const form = page.getByRole('form', { name: '新增主題' });
    await form.getByLabel('中文名稱').fill(areaName);
    await form.getByLabel('英文名稱').fill(`Quantum ${stamp}`);
    await form.getByRole('button', { name: '新增主題' }).click();
    await expect(page.getByRole('link', { name: areaName })).toBeVisible();
    await form.getByRole('combobox', { name: '上層領域' }).click();
    await page.getByRole('option', { name: areaName }).click();
    await form.getByLabel('中文名稱').fill(topicName);
    await form.getByLabel('英文名稱').fill(`Qubits ${stamp}`);
    await form.getByLabel('關鍵字（以逗號分隔）').fill(keyword);
    await form.getByRole('button', { name: '新增主題' }).click();
    await expect(page.getByRole('link', { name: topicName })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `主題 at ${size} px in the ${theme} theme`);

    // The keyword rules suggest it for the question; a student proposes the suggestion.
    const student = await localAccount(request, '提議主題的同學');
    const params = { aid: String(archive.id), qid: String(question.id) };
    const tags = await api(request).output(
      routes.topics.listQuestionTopics,
      { params },
      { token: student.token },
    );
    const suggested = tags.topics.find((tag) => tag.topic.name_zh === topicName);
    expect(suggested).toMatchObject({ status: 'suggested', source: 'keyword' });
    await api(request).output(
      routes.topics.proposeQuestionTopic,
      { params: { ...params, tid: String(suggested?.topic.id) }, body: { source: 'keyword' } },
      { token: student.token },
    );

    // The expert confirms it under the question's answers.
    await page.goto(`/archive?course=${course.id}&archive=${archive.id}&question=${question.id}`);
    if (size === '375') await page.getByRole('dialog').getByRole('button', { name: '解答' }).click();
    const topics = page.getByRole('region', { name: '主題' });
    const item = topics.getByRole('listitem').filter({ hasText: topicName });
    await expect(item).toContainText('待確認');
    await item.getByRole('button', { name: `確認 ${topicName}` }).click();
    await expect(item).toContainText('已確認');
    // The panel's buttons stand disabled until the change has settled: axe reads the panel once it has.
    await expect(item.getByRole('button', { name: `駁回 ${topicName}` })).toBeEnabled();
    await expectNoSeriousA11yViolations(page, `a question's 主題 at ${size} px in the ${theme} theme`);

    // The tag's page lists the question with its exam and year.
    await page.goto(`/topics/${suggested?.topic.id}`);
    await expect(page.getByRole('heading', { name: `${areaName} › ${topicName}` })).toBeVisible();
    await expect(page.getByRole('link', { name: `112 學年度 期末考 · ${question.name}` })).toBeVisible();
    await expect(page.getByText('已解答 0 / 1 題')).toBeVisible();
    await expectNoSeriousA11yViolations(page, `a topic's page at ${size} px in the ${theme} theme`);
  });
}
