// 主題 (product §4.21), the tree's upkeep and its other ways in: an admin renames a topic, exports the tree and
// imports it back with an area added, deletes that area after a confirmation saying what goes with it; Gemini
// (the fake, with the admin's own key) recommends a topic for a question, marked AI 推薦, which the admin
// confirms; and a search narrowed to that topic finds the question's exam. At 1280 px dark and 375 px light,
// axe clean.

import { readFile } from 'node:fs/promises';
import { e2eGeminiKeys } from '@pastexam/api/testing';
import { routes, topicFileSchema } from '@pastexam/api-contract';
import { storageKeys } from '@pastexam/api-contract/browser-storage';
import { PHONE } from '../support/admin.ts';
import { api } from '../support/api.ts';
import { adminToken, courseWithArchive, minimalPdf } from '../support/archive.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { signInWithToken } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

for (const [size, theme] of [
  ['1280', 'dark'],
  ['375', 'light'],
] as const) {
  test(`an admin renames, exports, imports and deletes topics, Gemini recommends one and search narrows to it at ${size} px in the ${theme} theme`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    if (size === '375') await page.setViewportSize(PHONE);
    const stamp = `${size}${Date.now().toString(36)}`;
    const token = await adminToken(request);
    const client = api(request);
    const area = await client.output(
      routes.topics.createTopic,
      { body: { name_zh: `材料${stamp}`, name_en: `Materials ${stamp}` } },
      { token },
    );
    await client.output(
      routes.topics.createTopic,
      { body: { parent_id: area.id, name_zh: `沸石${stamp}`, name_en: `Zeolite${stamp}` } },
      { token },
    );
    const { course, archive } = await courseWithArchive(request, token, {
      professor: '陳教授',
      academicYear: 111,
      type: 'midterm',
      name: '期中考',
      pdf: minimalPdf([`1. Describe the pores of Zeolite${stamp} crystals.`, '2. Name two catalysts.']),
    });
    const listed = () =>
      client.output(routes.questions.listQuestions, { params: { aid: String(archive.id) } }, { token });
    await expect.poll(async () => (await listed()).questions.length, { timeout: 60_000 }).toBe(2);
    const [question] = (await listed()).questions;
    if (!question) throw new Error('no question');
    await client.output(
      routes.aiExam.putApiKey,
      { body: { gemini_api_key: e2eGeminiKeys.valid } },
      { token },
    );

    await page.addInitScript(([key, scheme]) => localStorage.setItem(key, scheme), [
      storageKeys.themePreference,
      theme,
    ] as const);
    await signInWithToken(page, token);

    await test.step('rename a topic', async () => {
      await page.goto('/topics');
      await page.getByRole('button', { name: `編輯 沸石${stamp}` }).click();
      const dialog = page.getByRole('dialog', { name: `編輯主題：沸石${stamp}` });
      await dialog.getByRole('textbox', { name: '中文名稱' }).fill(`分子篩${stamp}`);
      await expectNoSeriousA11yViolations(page, `編輯主題 at ${size} px in the ${theme} theme`);
      await dialog.getByRole('button', { name: '儲存' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('link', { name: `分子篩${stamp}` })).toBeVisible();
    });

    const extraArea = `匯入領域${stamp}`;
    await test.step('export the tree, then import it back with an area added', async () => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: '匯出 JSON' }).click(),
      ]);
      const exported = topicFileSchema.parse(JSON.parse(await readFile(await download.path(), 'utf8')));
      expect(exported.areas.find((one) => one.name_zh === area.name_zh)?.children).toEqual([
        { name_zh: `分子篩${stamp}`, name_en: `Zeolite${stamp}`, keywords: [] },
      ]);
      const edited = {
        ...exported,
        areas: [
          ...exported.areas,
          { name_zh: extraArea, name_en: `Imported ${stamp}`, keywords: [], children: [] },
        ],
      };
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByRole('button', { name: '匯入 JSON' }).click(),
      ]);
      await chooser.setFiles({
        name: 'topics.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(edited)),
      });
      await expect(page.getByRole('status').filter({ hasText: '匯入完成' })).toHaveText(
        /匯入完成：新增 1、更新 \d+/,
      );
      await expect(page.getByRole('link', { name: extraArea })).toBeVisible();

      const [wrong] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByRole('button', { name: '匯入 JSON' }).click(),
      ]);
      await wrong.setFiles({
        name: 'wrong.json',
        mimeType: 'application/json',
        buffer: Buffer.from('{"version":2}'),
      });
      await expect(page.getByRole('alert').filter({ hasText: '檔案格式不正確' })).toContainText(
        '檔案版本必須是 1',
      );
      await expectNoSeriousA11yViolations(page, `主題 upkeep at ${size} px in the ${theme} theme`);
    });

    await test.step('delete the imported area after a confirmation', async () => {
      await page.getByRole('button', { name: `刪除 ${extraArea}` }).click();
      const confirm = page.getByRole('dialog', { name: `刪除「${extraArea}」？` });
      await expect(confirm).toContainText('題目上的這些主題');
      await expect(confirm).toContainText('一併移除');
      await confirm.getByRole('button', { name: '刪除' }).click();
      await expect(confirm).toBeHidden();
      await expect(page.getByRole('link', { name: extraArea })).toBeHidden();
    });

    await test.step('Gemini recommends the topic, marked AI 推薦, and the admin confirms it', async () => {
      await page.goto(`/archive?course=${course.id}&archive=${archive.id}&question=${question.id}`);
      if (size === '375') await page.getByRole('dialog').getByRole('button', { name: '解答' }).click();
      const topics = page.getByRole('region', { name: '主題' });
      await topics.getByRole('button', { name: '請 AI 推薦主題' }).click();
      const item = topics.getByRole('listitem').filter({ hasText: `分子篩${stamp}` });
      await expect(item).toContainText('待確認 · AI 推薦');
      await expectNoSeriousA11yViolations(page, `AI 推薦 at ${size} px in the ${theme} theme`);
      await item.getByRole('button', { name: `確認 分子篩${stamp}` }).click();
      await expect(item).toContainText('已確認');
    });

    await test.step('a search narrowed to the topic finds the exam', async () => {
      await page.goto(`/archive?q=${encodeURIComponent(`Zeolite${stamp}`)}&topic=${area.id}`);
      const results = page.getByRole('region', { name: '搜尋結果' });
      await expect(results.getByRole('combobox', { name: '主題' })).toHaveValue(area.name_zh);
      await expect(results).toContainText(course.name);
      await expectNoSeriousA11yViolations(page, `search by topic at ${size} px in the ${theme} theme`);
    });
  });
}
