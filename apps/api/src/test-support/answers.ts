import { type AnswerInput, routes } from '@pastexam/api-contract';
import { answers, archiveQuestions, courseExperts } from '../db/schema.ts';
import type { TestApp } from './app.ts';
import { insertArchive, insertCourse, signedInUser } from './archives.ts';

/** A new course with an archive of `questions` questions (the first proposed, the rest confirmed). */
export async function answerableArchive(t: TestApp, questions = 2) {
  const course = await insertCourse(t);
  const archive = await insertArchive(t, { courseId: course.id });
  const rows = await t.db
    .insert(archiveQuestions)
    .values(
      Array.from({ length: questions }, (_, index) => ({
        archiveId: archive.id,
        ordinal: index + 1,
        page: 1,
        top: 0.1 + index * 0.2,
        name: `第 ${index + 1} 題`,
        status: index === 0 ? ('proposed' as const) : ('confirmed' as const),
      })),
    )
    .returning({ id: archiveQuestions.id });
  return {
    courseId: course.id,
    archiveId: archive.id,
    aid: String(archive.id),
    cid: String(course.id),
    questionIds: rows.map((row) => row.id),
  };
}

export type SignedIn = { id: number; token: string };

/** A signed-in user named an expert of the course straight in the database. */
export async function courseExpert(t: TestApp, courseId: number): Promise<SignedIn> {
  const expert = await signedInUser(t);
  await t.db.insert(courseExperts).values({ courseId, userId: expert.id });
  return expert;
}

/** Writes an answer through the API as `token`: the whole answer, a refusal included. */
export function postAnswer(t: TestApp, token: string, aid: string, qid: number, body: AnswerInput['body']) {
  return t
    .client()
    .call(routes.answers.postAnswer, { params: { aid, qid: String(qid) }, body: { body } }, { token });
}

/** Writes an answer through the API, failing the test if it is refused. */
export function answered(t: TestApp, token: string, aid: string, qid: number, body = '答案是 $x^2$') {
  return t
    .client()
    .output(routes.answers.postAnswer, { params: { aid, qid: String(qid) }, body: { body } }, { token });
}

/** An answer written straight to the database (an AI draft, a hidden one), for what the API does not make. */
export async function insertAnswer(
  t: TestApp,
  values: {
    archiveId: number;
    questionId: number;
    authorId: number | null;
    kind?: 'human' | 'ai_draft' | 'ai_based';
    body?: string;
    createdAt?: Date;
    hiddenAt?: Date;
  },
) {
  const [row] = await t.db
    .insert(answers)
    .values({
      body: '資料庫寫入的解答',
      aiModel: values.kind === 'ai_draft' ? 'gemini-test' : null,
      ...values,
    })
    .returning({ id: answers.id });
  if (!row) throw new Error('no answer');
  return row.id;
}

/** The archive's answers as `token` reads them, failing the test if refused. */
export function archiveAnswers(t: TestApp, token: string, aid: string) {
  return t.client().output(routes.answers.listArchiveAnswers, { params: { aid } }, { token });
}
