import { answers, archiveQuestions } from '../db/schema.ts';
import type { TestApp } from './app.ts';
import { insertArchive, insertCourse } from './archives.ts';

/** An archive with one question, written straight to the database, and the question. */
export async function archiveWithQuestion(t: TestApp) {
  const course = await insertCourse(t);
  const archive = await insertArchive(t, { courseId: course.id });
  const [question] = await t.db
    .insert(archiveQuestions)
    .values({ archiveId: archive.id, ordinal: 1, page: 1, top: 0.1, name: '第 1 題', status: 'proposed' })
    .returning();
  if (!question) throw new Error('no question');
  return { course, archive, question };
}

/** An answer by `authorId` to the question, written straight to the database (the answers' own routes aside). */
export async function insertAnswerRow(
  t: TestApp,
  question: { id: number; archiveId: number },
  authorId: number,
  body = '答案是 $x = 2$。',
) {
  const [row] = await t.db
    .insert(answers)
    .values({ questionId: question.id, archiveId: question.archiveId, authorId, body })
    .returning();
  if (!row) throw new Error('no answer');
  return row;
}
