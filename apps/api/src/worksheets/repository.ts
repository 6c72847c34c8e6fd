import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.ts';
import {
  answers,
  answerVotes,
  archiveQuestions,
  archives,
  courses,
  users,
  worksheetQuestions,
  worksheets,
} from '../db/schema.ts';
import { questionPlaceColumns } from '../progress/repository.ts';

/** Archives in use: neither they nor their course deleted. */
const inUse = and(isNull(archives.deletedAt), isNull(courses.deletedAt));

/** The worksheet with its owner's name as readers see it (the nickname, or else the login name). */
export async function findWorksheet(db: Queryable, id: string) {
  const [row] = await db
    .select({
      id: worksheets.id,
      ownerId: worksheets.ownerId,
      ownerName: sql<string>`coalesce(${users.nickname}, ${users.name})`,
      title: worksheets.title,
      updatedAt: worksheets.updatedAt,
    })
    .from(worksheets)
    .innerJoin(users, eq(users.id, worksheets.ownerId))
    .where(eq(worksheets.id, id));
  return row;
}
export type WorksheetHead = NonNullable<Awaited<ReturnType<typeof findWorksheet>>>;

/** The worksheet's questions still in use, in its order, with their source and where they start. */
export function worksheetQuestionRows(db: Queryable, worksheetId: string) {
  return db
    .select({
      ...questionPlaceColumns,
      page: archiveQuestions.page,
      top: archiveQuestions.top,
      fileKey: archives.fileKey,
    })
    .from(worksheetQuestions)
    .innerJoin(archiveQuestions, eq(archiveQuestions.id, worksheetQuestions.questionId))
    .innerJoin(archives, eq(archives.id, archiveQuestions.archiveId))
    .innerJoin(courses, eq(courses.id, archives.courseId))
    .where(and(eq(worksheetQuestions.worksheetId, worksheetId), inUse))
    .orderBy(asc(worksheetQuestions.position));
}
export type WorksheetQuestionRow = Awaited<ReturnType<typeof worksheetQuestionRows>>[number];

/** Which of `ids` are questions of archives in use. */
export async function questionsInUse(db: Queryable, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: archiveQuestions.id })
    .from(archiveQuestions)
    .innerJoin(archives, eq(archives.id, archiveQuestions.archiveId))
    .innerJoin(courses, eq(courses.id, archives.courseId))
    .where(and(inArray(archiveQuestions.id, [...ids]), inUse));
  return new Set(rows.map((row) => row.id));
}

/** The starts of every question of these archives, to tell where each question ends. */
export function questionStarts(db: Queryable, archiveIds: readonly number[]) {
  if (archiveIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: archiveQuestions.id,
      archiveId: archiveQuestions.archiveId,
      page: archiveQuestions.page,
      top: archiveQuestions.top,
    })
    .from(archiveQuestions)
    .where(inArray(archiveQuestions.archiveId, [...archiveIds]))
    .orderBy(asc(archiveQuestions.page), asc(archiveQuestions.top), asc(archiveQuestions.id));
}

export async function insertWorksheet(tx: Queryable, ownerId: number, title: string): Promise<string> {
  const [row] = await tx.insert(worksheets).values({ ownerId, title }).returning({ id: worksheets.id });
  if (!row) throw new Error('The new worksheet was not returned');
  return row.id;
}

/** Sets the title and the questions, in this order, and marks the worksheet changed now. */
export async function writeWorksheet(
  tx: Queryable,
  id: string,
  title: string,
  questionIds: readonly number[],
): Promise<void> {
  await tx.update(worksheets).set({ title, updatedAt: sql`now()` }).where(eq(worksheets.id, id));
  await tx.delete(worksheetQuestions).where(eq(worksheetQuestions.worksheetId, id));
  if (questionIds.length === 0) return;
  await tx
    .insert(worksheetQuestions)
    .values(questionIds.map((questionId, position) => ({ worksheetId: id, questionId, position })));
}

/** The ids of the worksheet's questions in its order, deleted archives' included: they come back with them. */
export async function worksheetQuestionIds(tx: Queryable, id: string): Promise<number[]> {
  const rows = await tx
    .select({ id: worksheetQuestions.questionId })
    .from(worksheetQuestions)
    .where(eq(worksheetQuestions.worksheetId, id))
    .orderBy(asc(worksheetQuestions.position));
  return rows.map((row) => row.id);
}

/** Holds the worksheet's row until the transaction ends, so two additions do not take the same place. */
export async function holdWorksheet(tx: Queryable, id: string): Promise<void> {
  await tx.execute(sql`select 1 from ${worksheets} where ${worksheets.id} = ${id} for update`);
}

/** The user's worksheets with how many of their questions are in use, the last changed first. */
export function ownedWorksheets(db: Database, ownerId: number) {
  const counted = db
    .select({ worksheetId: worksheetQuestions.worksheetId, count: sql<number>`count(*)::int`.as('count') })
    .from(worksheetQuestions)
    .innerJoin(archiveQuestions, eq(archiveQuestions.id, worksheetQuestions.questionId))
    .innerJoin(archives, eq(archives.id, archiveQuestions.archiveId))
    .innerJoin(courses, eq(courses.id, archives.courseId))
    .where(inUse)
    .groupBy(worksheetQuestions.worksheetId)
    .as('counted');
  return db
    .select({
      id: worksheets.id,
      title: worksheets.title,
      updatedAt: worksheets.updatedAt,
      count: sql<number>`coalesce(${counted.count}, 0)`,
    })
    .from(worksheets)
    .leftJoin(counted, eq(counted.worksheetId, worksheets.id))
    .where(eq(worksheets.ownerId, ownerId))
    .orderBy(desc(worksheets.updatedAt), asc(worksheets.id));
}

/**
 * The top answer of each question, as a reader sees it first: official ones, then by votes, then the oldest.
 * Answers hidden by an admin and AI drafts no person stood behind are left out.
 */
export async function topAnswers(
  db: Queryable,
  questionIds: readonly number[],
): Promise<Map<number, string>> {
  if (questionIds.length === 0) return new Map();
  const score = sql<number>`coalesce((select sum(${answerVotes.value}) from ${answerVotes} where ${answerVotes.answerId} = ${answers.id}), 0)`;
  const rows = await db
    .selectDistinctOn([answers.questionId], { questionId: answers.questionId, body: answers.body })
    .from(answers)
    .where(
      and(
        inArray(answers.questionId, [...questionIds]),
        isNull(answers.hiddenAt),
        sql`${answers.kind} <> 'ai_draft'`,
      ),
    )
    .orderBy(
      asc(answers.questionId),
      sql`${answers.officialAt} is null`,
      desc(score),
      asc(answers.createdAt),
      asc(answers.id),
    );
  return new Map(rows.map((row) => [row.questionId, row.body]));
}
