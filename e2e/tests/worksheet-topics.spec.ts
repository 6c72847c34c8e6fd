// 題單 by topic (product §4.22): a student makes a worksheet from a topic's page, then, after removing one of its
// questions, takes it back through 依主題加入 on the worksheet's page; axe finds nothing serious on either.

import { routes } from '@pastexam/api-contract';
import { localAccount } from '../support/admin.ts';
import { api } from '../support/api.ts';
import { adminToken, courseWithArchive, minimalPdf } from '../support/archive.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { signInWithToken } from '../support/session.ts';
import { expect, test } from '../support/test.ts';
import { toastWith } from '../support/toast.ts';

test('a topic’s questions become a worksheet, and 依主題加入 adds back the one removed', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const token = await adminToken(request);
  const { archive } = await courseWithArchive(request, token, {
    professor: '陳教授',
    academicYear: 112,
    type: 'midterm',
    name: '期中考',
    pdf: minimalPdf([`1. Run Dijkstra ${stamp}.`, `2. Run Bellman-Ford ${stamp}.`]),
  });
  const aid = String(archive.id);
  const listed = () => api(request).output(routes.questions.listQuestions, { params: { aid } }, { token });
  await expect.poll(async () => (await listed()).questions.length, { timeout: 60_000 }).toBe(2);
  const questions = (await listed()).questions;
  const make = (body: { parent_id?: number; name_zh: string; name_en: string }) =>
    api(request).output(routes.topics.createTopic, { body }, { token });
  const area = await make({ name_zh: `圖論${stamp}`, name_en: `Graphs ${stamp}` });
  const topic = await make({ parent_id: area.id, name_zh: `最短路徑${stamp}`, name_en: `Paths ${stamp}` });
  for (const question of questions)
    await api(request).output(
      routes.topics.proposeQuestionTopic,
      { params: { aid, qid: String(question.id), tid: String(topic.id) }, body: {} },
      { token },
    );
  const student = await localAccount(request, '依主題做題單的同學');
  await signInWithToken(page, student.token);

  await page.goto(`/topics/${topic.id}`);
  await expect(page.getByRole('heading', { name: `圖論${stamp} › 最短路徑${stamp}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'a topic’s page with 建立題單');
  await page.getByRole('button', { name: '用這些題目建立題單' }).click();
  await expect(toastWith(page, `「最短路徑${stamp}」共 2 題`)).toBeVisible();
  await expect(page.getByRole('heading', { name: `最短路徑${stamp}` })).toBeVisible();
  const items = page.getByRole('list', { name: '題目' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  const [first] = questions;
  if (!first) throw new Error('no question');
  await page.getByRole('button', { name: `移除 1. ${first.name}` }).click();
  await expect(items).toHaveCount(1);

  await page.getByRole('combobox', { name: '依主題加入' }).fill(`最短路徑${stamp}`);
  await page.getByRole('option', { name: `圖論${stamp} › 最短路徑${stamp}` }).click();
  await page.getByRole('button', { name: '加入', exact: true }).click();
  await expect(toastWith(page, '加入了 1 題')).toBeVisible();
  await expect(items).toHaveCount(2);
  await expect(items.nth(1)).toContainText(first.name);
  await expectNoSeriousA11yViolations(page, 'a worksheet’s page with 依主題加入');
});
