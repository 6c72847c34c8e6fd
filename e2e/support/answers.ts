// The answers beside an archive's preview, as readers find them: an archive whose text has numbered questions,
// its questions found by the server, and the answers panel beside the PDF (a sheet on a phone).
import { routes } from '@pastexam/api-contract';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { localAccount } from './admin.ts';
import { api } from './api.ts';
import { adminToken, courseWithArchive, minimalPdf } from './archive.ts';
import { openPreview, type Reader } from './discussion.ts';

/** The row name of the archive `answerableArchive` uploads. */
export const ANSWERED_ARCHIVE = '113 學年度 期末考（林教授）';

export type Person = { id: number; name: string; token: string };

/** A student with a local account of their own, and their id. */
export async function student(request: APIRequestContext, base: string): Promise<Person> {
  const { name, token } = await localAccount(request, base);
  const me = await api(request).output(routes.users.me, {}, { token });
  return { id: me.id, name, token };
}

/**
 * A course with one archive of two numbered questions, one per page, whose questions the server has found
 * (its text job proposes them shortly after the upload), or, with `questions: 'placed'`, whose starts a reader
 * placed on the viewer (for servers that read no text).
 */
export async function answerableArchive(
  request: APIRequestContext,
  { questions = 'found' }: { questions?: 'found' | 'placed' } = {},
) {
  const token = await adminToken(request);
  const { course, archive } = await courseWithArchive(request, token, {
    professor: '林教授',
    academicYear: 113,
    name: '期末考',
    pdf: minimalPdf(['1. Compute the sum of 1 to n.', '2. Write a function that doubles x.']),
  });
  const aid = String(archive.id);
  if (questions === 'placed') {
    // Placed by a reader on the viewer, as anyone signed in may: the same two starts, without reading the text.
    for (const top of [0.1, 0.5])
      await api(request).output(
        routes.questions.addQuestion,
        { params: { aid }, body: { page: 1, top } },
        { token },
      );
  }
  await expect
    .poll(
      async () =>
        (await api(request).output(routes.questions.listQuestions, { params: { aid } }, { token })).questions
          .length,
      { timeout: 30_000 },
    )
    .toBe(2);
  return { courseId: course.id, archiveId: archive.id, adminToken: token };
}

/** Opens the preview on a wide screen: answers the 解答 tab's panel beside the PDF. */
export async function openAnswers(page: Page, reader: Reader): Promise<Locator> {
  await openPreview(page, reader);
  const answers = page
    .getByRole('complementary', { name: '解答與討論' })
    .getByRole('tabpanel', { name: '解答' });
  await expect(answers.getByRole('region').first()).toBeVisible();
  return answers;
}

/** The answer by `author` among a question's answers. */
export function answerBy(panel: Locator, author: string): Locator {
  return panel.getByRole('article', { name: `${author} 的解答` });
}
