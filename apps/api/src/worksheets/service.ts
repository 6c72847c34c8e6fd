import {
  MAX_WORKSHEET_QUESTIONS,
  type Worksheet,
  type WorksheetSummary,
  type WorksheetTopicAdded,
} from '@pastexam/api-contract';
import { worksheetQuestionSource, zhTwAcademicYear, zhTwLabels } from '@pastexam/api-contract/labels';
import type { Database } from '../db/client.ts';
import { foreignKeyViolation } from '../db/errors.ts';
import { toQuestionPlace } from '../progress/service.ts';
import { fail, Refusal } from '../refusal.ts';
import { topicPage } from '../topics/page.ts';
import {
  findWorksheet,
  holdWorksheet,
  insertWorksheet,
  ownedWorksheets,
  questionsInUse,
  type WorksheetQuestionRow,
  worksheetQuestionIds,
  worksheetQuestionRows,
  writeWorksheet,
} from './repository.ts';

/** A worksheet as its reader sees it; `userId` tells whether that reader owns it. */
async function shown(
  db: Database,
  id: string,
  userId: number,
): Promise<Worksheet | Refusal<'worksheet_not_found'>> {
  const head = await findWorksheet(db, id);
  if (!head) return fail('worksheet_not_found');
  const rows = await worksheetQuestionRows(db, id);
  return {
    id: head.id,
    title: head.title,
    is_owner: head.ownerId === userId,
    owner_name: head.ownerName,
    questions: rows.map(toWorksheetQuestion),
    updated_at: head.updatedAt.toISOString(),
  };
}

export const toWorksheetQuestion = toQuestionPlace;

/** The source line of a question, as both the page and the PDF print it. */
export const sourceOf = (row: WorksheetQuestionRow) =>
  worksheetQuestionSource(toWorksheetQuestion(row), zhTwLabels, zhTwAcademicYear);

/** Runs a write that names questions, answering question_not_found when one went away meanwhile. */
async function naming<T>(write: () => Promise<T>): Promise<T | Refusal<'question_not_found'>> {
  try {
    return await write();
  } catch (error) {
    if (foreignKeyViolation(error)) return fail('question_not_found');
    throw error;
  }
}

/** Refuses when any of `ids` is not a question of an archive in use. */
async function unknownQuestion(
  db: Database,
  ids: readonly number[],
): Promise<Refusal<'question_not_found'> | null> {
  const found = await questionsInUse(db, ids);
  return ids.every((id) => found.has(id)) ? null : fail('question_not_found');
}

export async function createWorksheet(
  db: Database,
  userId: number,
  input: { title: string; question_ids: number[] },
): Promise<Worksheet | Refusal<'question_not_found'>> {
  const unknown = await unknownQuestion(db, input.question_ids);
  if (unknown) return unknown;
  const id = await naming(() =>
    db.transaction(async (tx) => {
      const created = await insertWorksheet(tx, userId, input.title);
      await writeWorksheet(tx, created, input.title, input.question_ids);
      return created;
    }),
  );
  if (id instanceof Refusal) return id;
  const created = await shown(db, id, userId);
  if (created instanceof Refusal) throw new Error('The new worksheet is not there');
  return created;
}

export const readWorksheet = shown;

/** The worksheet when `userId` owns it; refusals for one that is not there or is someone else's. */
async function owned(db: Database, id: string, userId: number) {
  const head = await findWorksheet(db, id);
  if (!head) return fail('worksheet_not_found');
  if (head.ownerId !== userId) return fail('not_worksheet_owner');
  return head;
}

/** Sets the title and the questions in order: reordering and removing at once. Only the owner may. */
export async function updateWorksheet(
  db: Database,
  userId: number,
  id: string,
  input: { title: string; question_ids: number[] },
): Promise<Worksheet | Refusal<'worksheet_not_found' | 'not_worksheet_owner' | 'question_not_found'>> {
  const head = await owned(db, id, userId);
  if (head instanceof Refusal) return head;
  // Questions of a deleted archive may stay where they were: they come back if it is restored.
  const kept = new Set(await worksheetQuestionIds(db, id));
  const unknown = await unknownQuestion(
    db,
    input.question_ids.filter((question) => !kept.has(question)),
  );
  if (unknown) return unknown;
  const done = await naming(() =>
    db.transaction((tx) => writeWorksheet(tx, id, input.title, input.question_ids)),
  );
  return done === undefined ? shown(db, id, userId) : done;
}

/** 加入題單: the question at the end of the owner's worksheet. */
export async function addWorksheetQuestion(
  db: Database,
  userId: number,
  id: string,
  questionId: number,
): Promise<
  | Worksheet
  | Refusal<
      | 'worksheet_not_found'
      | 'not_worksheet_owner'
      | 'question_not_found'
      | 'worksheet_full'
      | 'worksheet_question_exists'
    >
> {
  const head = await owned(db, id, userId);
  if (head instanceof Refusal) return head;
  const unknown = await unknownQuestion(db, [questionId]);
  if (unknown) return unknown;
  const done = await naming(() =>
    db.transaction(async (tx) => {
      await holdWorksheet(tx, id);
      const ids = await worksheetQuestionIds(tx, id);
      if (ids.includes(questionId)) return fail('worksheet_question_exists');
      if (ids.length >= MAX_WORKSHEET_QUESTIONS) return fail('worksheet_full');
      await writeWorksheet(tx, id, head.title, [...ids, questionId]);
      return null;
    }),
  );
  return done === null ? shown(db, id, userId) : done;
}

/**
 * 依主題加入: the topic's questions (an area's include its topics'), in its page's order, after the worksheet's
 * own; those already on it are skipped. All of them or none: a topic that would overfill the worksheet is refused.
 */
export async function addWorksheetTopic(
  db: Database,
  userId: number,
  id: string,
  topicId: number,
): Promise<
  | WorksheetTopicAdded
  | Refusal<
      | 'worksheet_not_found'
      | 'not_worksheet_owner'
      | 'topic_not_found'
      | 'question_not_found'
      | 'worksheet_topic_empty'
      | 'worksheet_topic_nothing_new'
      | 'worksheet_topic_too_many'
    >
> {
  const head = await owned(db, id, userId);
  if (head instanceof Refusal) return head;
  const page = await topicPage(db, topicId);
  if (page instanceof Refusal) return page;
  if (page.questions.length === 0) return fail('worksheet_topic_empty');
  const added = await naming(() =>
    db.transaction(async (tx) => {
      await holdWorksheet(tx, id);
      const ids = await worksheetQuestionIds(tx, id);
      const present = new Set(ids);
      const fresh = page.questions.map((one) => one.question.id).filter((question) => !present.has(question));
      if (fresh.length === 0) return fail('worksheet_topic_nothing_new');
      if (ids.length + fresh.length > MAX_WORKSHEET_QUESTIONS) return fail('worksheet_topic_too_many');
      await writeWorksheet(tx, id, head.title, [...ids, ...fresh]);
      return fresh.length;
    }),
  );
  if (added instanceof Refusal) return added;
  const worksheet = await shown(db, id, userId);
  return worksheet instanceof Refusal ? worksheet : { worksheet, added };
}

/** 我的題單. */
export async function listMyWorksheets(db: Database, userId: number): Promise<WorksheetSummary[]> {
  const rows = await ownedWorksheets(db, userId);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    question_count: Number(row.count),
    updated_at: row.updatedAt.toISOString(),
  }));
}
