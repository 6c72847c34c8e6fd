import { archiveQuestions } from '../db/schema.ts';
import { proposeQuestions } from '../questions/service.ts';
import { savePages } from '../search/pages.ts';
import type { TestApp } from './app.ts';
import { insertArchive } from './archives.ts';

/**
 * A one-page exam of `courseId` whose lines are `texts`, read as its text job reads it, with a confirmed question
 * starting at each of `starts` (indexes into `texts`; every line by default).
 */
export async function textExam(
  t: TestApp,
  courseId: number,
  academicYear: number,
  texts: string[],
  starts?: number[],
) {
  const archive = await insertArchive(t, { courseId, academicYear, name: `${academicYear} 期中考` });
  const top = (index: number) => (index + 1) / (texts.length + 1);
  const lines = texts.map((text, index) => ({ top: top(index), left: 0.1, text }));
  await savePages(t.db, archive.id, [
    { page: 1, text: texts.join('\n'), lines, source: 'text_layer', ocrStatus: 'not_needed' },
  ]);
  const questions = await t.db
    .insert(archiveQuestions)
    .values(
      (starts ?? texts.map((_text, index) => index)).map((index, ordinal) => ({
        archiveId: archive.id,
        ordinal: ordinal + 1,
        page: 1,
        top: top(index),
        name: `第 ${ordinal + 1} 題`,
        status: 'confirmed' as const,
      })),
    )
    .returning();
  // What the text job does once the archive's text is read.
  await proposeQuestions(t.db, archive.id);
  return { archive, questions: questions.map((question) => question.id) };
}
