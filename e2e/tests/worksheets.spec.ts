// 題單 (product §4.22): a student adds three questions from two exams to a new worksheet beside their answers,
// orders them on the worksheet's page from the keyboard, and downloads its PDF, whose text holds the three
// questions under their sources; at 1280 px dark and 375 px light, with axe finding nothing serious.

import { readFile } from 'node:fs/promises';
import { type Question, routes } from '@pastexam/api-contract';
import { storageKeys } from '@pastexam/api-contract/browser-storage';
import { worksheetQuestionSource, zhTwAcademicYear, zhTwLabels } from '@pastexam/api-contract/labels';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { localAccount, PHONE } from '../support/admin.ts';
import { api } from '../support/api.ts';
import { adminToken, courseWithArchive, minimalPdf } from '../support/archive.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { signInWithToken } from '../support/session.ts';
import { expect, type Page, test } from '../support/test.ts';
import { toastWith } from '../support/toast.ts';

type Request = Parameters<typeof adminToken>[0];

/** An exam of two questions, each a page of its own text, once the server has found them. */
async function examOfTwo(request: Request, token: string, lines: [string, string], year: number) {
  const { course, archive } = await courseWithArchive(request, token, {
    professor: '王教授',
    academicYear: year,
    type: 'midterm',
    name: '期中考',
    pdf: minimalPdf(lines),
  });
  const listed = () =>
    api(request).output(routes.questions.listQuestions, { params: { aid: String(archive.id) } }, { token });
  await expect.poll(async () => (await listed()).questions.length, { timeout: 60_000 }).toBe(2);
  return { course, archive, questions: (await listed()).questions };
}

/** All the text of a PDF, page after page, without its spacing (drawn runs and lines break it differently). */
async function pdfText(bytes: Uint8Array): Promise<string> {
  // Only the text is read: no glyph of the standard fonts is drawn, so their missing data is no warning to print.
  const doc = await getDocument({ data: bytes, isEvalSupported: false, verbosity: VerbosityLevel.ERRORS })
    .promise;
  try {
    let text = '';
    for (let number = 1; number <= doc.numPages; number += 1) {
      const content = await (await doc.getPage(number)).getTextContent();
      text += content.items.map((item) => ('str' in item ? item.str : '')).join('');
    }
    return text.replace(/\s+/g, '');
  } finally {
    await doc.destroy();
  }
}

/** Opens an exam at a question and adds it through 加入題單, choosing a menu item. */
async function addFromPreview(
  page: Page,
  place: { course: number; archive: number; question: Question },
  phone: boolean,
) {
  await page.goto(`/archive?course=${place.course}&archive=${place.archive}&question=${place.question.id}`);
  if (phone) await page.getByRole('dialog').getByRole('button', { name: '解答' }).click();
  await page.getByRole('button', { name: `加入題單 ${place.question.name}` }).click();
}

for (const [size, theme] of [
  ['1280', 'dark'],
  ['375', 'light'],
] as const) {
  test(`a worksheet of three questions prints them under their sources at ${size} px in the ${theme} theme`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const phone = size === '375';
    if (phone) await page.setViewportSize(PHONE);
    const stamp = `${size}${Date.now().toString(36)}`;
    const token = await adminToken(request);
    const first = await examOfTwo(
      request,
      token,
      [`1. Reverse a linked list ${stamp}.`, `2. Balance an AVL tree ${stamp}.`],
      112,
    );
    const second = await examOfTwo(
      request,
      token,
      [`1. Prove Dijkstra correct ${stamp}.`, `2. Count inversions ${stamp}.`],
      110,
    );
    const student = await localAccount(request, '做題單的同學');
    await page.addInitScript(([key, scheme]) => localStorage.setItem(key, scheme), [
      storageKeys.themePreference,
      theme,
    ] as const);
    await signInWithToken(page, student.token);
    const title = `期中題單 ${stamp}`;
    const [a1, a2] = first.questions;
    const [b1] = second.questions;
    if (!a1 || !a2 || !b1) throw new Error('missing questions');

    await test.step('加入題單 beside three questions of two exams', async () => {
      await addFromPreview(page, { course: first.course.id, archive: first.archive.id, question: a1 }, phone);
      await page.getByRole('menuitem', { name: '新增題單…' }).click();
      const dialog = page.getByRole('dialog', { name: '新增題單' });
      await dialog.getByRole('textbox', { name: '題單名稱' }).fill(title);
      await expectNoSeriousA11yViolations(page, `新增題單 at ${size} px in the ${theme} theme`);
      await dialog.getByRole('button', { name: '建立並加入' }).click();
      await expect(toastWith(page, '已加入題單')).toBeVisible();
      await addFromPreview(
        page,
        { course: second.course.id, archive: second.archive.id, question: b1 },
        phone,
      );
      await page.getByRole('menuitem', { name: `${title}（1 題）` }).click();
      await expect(toastWith(page, `${b1.name} → ${title}`)).toBeVisible();
      await addFromPreview(page, { course: first.course.id, archive: first.archive.id, question: a2 }, phone);
      await page.getByRole('menuitem', { name: `${title}（2 題）` }).click();
      await expect(toastWith(page, `${a2.name} → ${title}`)).toBeVisible();
    });

    await test.step('我的題單 lists it, and its page orders it from the keyboard', async () => {
      await page.goto('/worksheets');
      await expect(page.getByText('3 題 · 更新於', { exact: false }).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page, `我的題單 at ${size} px in the ${theme} theme`);
      await page.getByRole('link', { name: title }).click();
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      const items = page.getByRole('list', { name: '題目' }).getByRole('listitem');
      await expect(items).toHaveCount(3);
      await expect(items.nth(1)).toContainText(second.course.name);
      // The third (the first exam's second question) goes up one place: Enter on its focused 上移.
      await page.getByRole('button', { name: `上移 3. ${a2.name}` }).focus();
      await page.keyboard.press('Enter');
      await expect(items.nth(1)).toContainText(first.course.name);
      await expect(items.nth(2)).toContainText(second.course.name);
      await expectNoSeriousA11yViolations(page, `a worksheet's page at ${size} px in the ${theme} theme`);
    });

    await test.step('下載 PDF holds the three questions under their sources, in order', async () => {
      const wid = new URL(page.url()).pathname.split('/').at(-1) ?? '';
      const sheet = await api(request).output(
        routes.worksheets.getWorksheet,
        { params: { wid } },
        { token: student.token },
      );
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: '下載 PDF' }).click();
      const file = await (await downloading).path();
      const text = await pdfText(new Uint8Array(await readFile(file)));
      const squeeze = (value: string) => value.replace(/\s+/g, '');
      expect(text).toContain(squeeze(title));
      const places = sheet.questions.map((question, index) =>
        text.indexOf(
          squeeze(`${index + 1}. ${worksheetQuestionSource(question, zhTwLabels, zhTwAcademicYear)}`),
        ),
      );
      expect(places.every((place) => place >= 0)).toBe(true);
      expect([...places].sort((x, y) => x - y)).toEqual(places);
      for (const line of [
        `Reverse a linked list ${stamp}`,
        `Balance an AVL tree ${stamp}`,
        `Prove Dijkstra correct ${stamp}`,
      ]) {
        expect(text).toContain(squeeze(line));
      }
      // The order printed is the one set on the page: the AVL question before Dijkstra's.
      expect(text.indexOf(squeeze(`Balance an AVL tree ${stamp}`))).toBeLessThan(
        text.indexOf(squeeze(`Prove Dijkstra correct ${stamp}`)),
      );
    });
  });
}
