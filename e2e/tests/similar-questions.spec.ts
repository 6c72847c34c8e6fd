// 相似題 (product §4.18): a question asked again in another year of its course is listed under its answers with
// its exam, year and similarity, marked 重複出現 with the years, and its link opens that exam at its twin; at
// 1280 and 375 px, in both themes, with axe finding nothing serious.

import { routes } from '@pastexam/api-contract';
import { storageKeys } from '@pastexam/api-contract/browser-storage';
import { localAccount, PHONE } from '../support/admin.ts';
import { api } from '../support/api.ts';
import { adminToken, courseWithArchive, minimalPdf, uploadArchive } from '../support/archive.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { signInWithToken } from '../support/session.ts';
import { expect, type Page, test } from '../support/test.ts';

type Request = Parameters<typeof adminToken>[0];

/** The questions the server's text job found in an archive, once it has found `count`. */
async function questionsOf(request: Request, token: string, archiveId: number, count: number) {
  const params = { params: { aid: String(archiveId) } };
  const listed = () => api(request).output(routes.questions.listQuestions, params, { token });
  await expect.poll(async () => (await listed()).questions.length, { timeout: 60_000 }).toBe(count);
  return (await listed()).questions;
}

/** One course's exams of 111 and 113: the deadlock question is 第 1 題 in the first, 第 2 題 in the second. */
async function twinExams(request: Request) {
  const token = await adminToken(request);
  const { course, archive: first } = await courseWithArchive(request, token, {
    professor: '吳教授',
    academicYear: 111,
    type: 'midterm',
    name: '期中考',
    pdf: minimalPdf([
      '1. Explain the four necessary conditions for deadlock.',
      '2. Sort the array in place using heap sort.',
    ]),
  });
  const second = await uploadArchive(request, token, {
    courseId: course.id,
    professor: '吳教授',
    academicYear: 113,
    type: 'midterm',
    name: '期中考',
    pdf: minimalPdf([
      '1. Find the shortest paths with the algorithm of Dijkstra.',
      '2. What are the four necessary conditions for deadlock?',
    ]),
  });
  const [asked] = await questionsOf(request, token, first.id, 2);
  const twin = (await questionsOf(request, token, second.id, 2))[1];
  if (!asked || !twin) throw new Error('no questions');
  const student = await localAccount(request, '相似題的同學');
  return { course, first, second, asked, twin, student };
}

/** The 相似題 that leads to `questionId` of `archiveId`. */
function twinItem(page: Page, archiveId: number, questionId: number) {
  return page
    .getByRole('region', { name: '相似題' })
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href*="archive=${archiveId}&question=${questionId}"]`) });
}

for (const [size, theme] of [
  ['1280', 'dark'],
  ['375', 'light'],
] as const) {
  test(`相似題 links a question to its twin from another year at ${size} px in the ${theme} theme`, async ({
    page,
    request,
  }) => {
    // Two uploads read by the text job, then the preview with its PDF and the answers' chunk.
    test.setTimeout(150_000);
    if (size === '375') await page.setViewportSize(PHONE);
    const { course, first, second, asked, twin, student } = await twinExams(request);
    await page.addInitScript(([key, scheme]) => localStorage.setItem(key, scheme), [
      storageKeys.themePreference,
      theme,
    ] as const);
    await signInWithToken(page, student.token);

    await page.goto(`/archive?course=${course.id}&archive=${first.id}&question=${asked.id}`);
    // Beside the PDF on a desktop; on a phone in the question-by-question sheet its 解答 button opens.
    if (size === '375') await page.getByRole('dialog').getByRole('button', { name: '解答' }).click();
    const similar = page.getByRole('region', { name: '相似題' });
    await expect(similar.getByText('重複出現 111、113')).toBeVisible();
    // Other tests' exams are the department's too: the twin is told by where it leads.
    const item = twinItem(page, second.id, twin.id);
    const link = item.getByRole('link', { name: `113 學年度 期中考 · ${twin.name}` });
    await expect(link).toBeVisible();
    await expect(item.getByText(/^相似度 \d+%$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, `相似題 at ${size} px in the ${theme} theme`);

    await expect(link).toHaveAttribute(
      'href',
      new RegExp(`/archive\\?course=${course.id}&archive=${second.id}&question=${twin.id}`),
    );
    // The link opens the other exam's preview at the twin, whose own 相似題 lead back; on a phone its answers
    // sheet, opened again over the new preview, starts at the twin too.
    await link.click();
    if (size === '375') {
      // The sheet closes with the preview it was over.
      await expect(page.getByRole('button', { name: '關閉解答' })).toBeHidden();
      await page.getByRole('dialog').getByRole('button', { name: '解答', exact: true }).click();
      // The twin is the second of its exam's two questions.
      await expect(page.getByRole('dialog').getByText('第 2 / 2 題')).toBeVisible();
    }
    await expect(
      twinItem(page, first.id, asked.id).getByRole('link', { name: `111 學年度 期中考 · ${asked.name}` }),
    ).toBeVisible();
  });
}
