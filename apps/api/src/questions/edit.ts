import {
  QUESTION_EDIT_RATE_LIMIT,
  type QuestionList,
  type QuestionMove,
  type QuestionNew,
} from '@pastexam/api-contract';
import type { Database, Queryable } from '../db/client.ts';
import type { ArchiveQuestionRow, UserRow } from '../db/schema.ts';
import { archiveIsOpen, lockAuthor } from '../discussion/repository.ts';
import { fail, Refusal } from '../refusal.ts';
import { answeredCount, insertChanges, namedQuestionIds, recentEdits, type StoredState } from './changes.ts';
import {
  confirmProposals,
  deleteQuestion,
  findQuestion,
  insertQuestion,
  renumber,
  stateOf,
  updateQuestion,
} from './edit-repository.ts';
import { holdArchive, pageCount, questionsLocked } from './repository.ts';
import { listQuestions } from './service.ts';
import { indexArchiveQuestions } from './similar-index.ts';

/** Answered instead of a change: the zh-TW detail and Retry-After name the wait. */
export class TooManyEdits extends Refusal<'question_rate_limited'> {
  constructor(readonly retryAfterSeconds: number) {
    super('question_rate_limited', `修改題目太頻繁，請 ${retryAfterSeconds} 秒後再試`);
  }
}

/** What an edit sees: its transaction, the archive, who makes it and whose names people gave. */
type EditContext = { tx: Queryable; archiveId: number; userId: number; named: Set<number> };
/** A question an edit changed, as it stood before (null when added). */
type Changed = { questionId: number; before: StoredState | null };
type Edit<C extends EditRefusal> = (context: EditContext) => Promise<Changed[] | Refusal<C>>;
type EditRefusal = 'question_not_found' | 'question_has_answers' | 'invalid_input';

type EditOutcome<C extends EditRefusal> =
  | QuestionList
  | Refusal<C | 'archive_not_found' | 'questions_locked' | 'question_rate_limited'>;

/**
 * Makes one change to an archive's questions (product §4.11), unless they are locked or its author changed
 * questions QUESTION_EDIT_RATE_LIMIT.count times within its seconds: then renumbers them, writes a change row
 * for each question it touched and compares their text anew for 相似題, all in one transaction with the
 * archive's row held, so concurrent changes follow one another. Answers the archive's questions as they now stand.
 */
async function editQuestions<C extends EditRefusal>(
  db: Database,
  user: UserRow,
  archiveId: number,
  edit: Edit<C>,
): Promise<EditOutcome<C>> {
  const done = await db.transaction(async (tx) => {
    if (!(await archiveIsOpen(tx, archiveId))) return fail('archive_not_found');
    await holdArchive(tx, archiveId);
    if (await questionsLocked(tx, archiveId)) return fail('questions_locked');
    await lockAuthor(tx, user.id);
    const recent = await recentEdits(tx, user.id, QUESTION_EDIT_RATE_LIMIT.seconds);
    if (recent.count >= QUESTION_EDIT_RATE_LIMIT.count) {
      return new TooManyEdits(Math.max(1, Math.ceil(recent.freeInMs / 1000)));
    }
    const named = await namedQuestionIds(tx, archiveId);
    const changed = await edit({ tx, archiveId, userId: user.id, named });
    if (changed instanceof Refusal) return changed;
    const states = await renumber(tx, archiveId, named);
    // A start moved, added or removed changes the text of its question and the one before it.
    await indexArchiveQuestions(tx, archiveId);
    await insertChanges(
      tx,
      archiveId,
      user.id,
      changed.map(({ questionId, before }) => ({
        questionId,
        before,
        after: states.get(questionId) ?? null,
      })),
    );
    return null;
  });
  return done ?? listQuestions(db, user, archiveId);
}

/** A place past the archive's last page (once its pages are read) is refused, naming the page count. */
async function placeRefusal(tx: Queryable, archiveId: number, page: number) {
  const pages = await pageCount(tx, archiveId);
  return pages !== null && page > pages
    ? fail('invalid_input', `頁碼超出範圍：此考古題只有 ${pages} 頁`)
    : null;
}

/** Adds a start where a person placed it, named by them or numbered. */
export function addQuestion(db: Database, user: UserRow, archiveId: number, input: QuestionNew) {
  return editQuestions(db, user, archiveId, async ({ tx, userId, named }) => {
    const refused = await placeRefusal(tx, archiveId, input.page);
    if (refused) return refused;
    const { page, top, name } = input;
    const questionId = await insertQuestion(tx, { archiveId, userId, page, top, name });
    if (input.name !== undefined) named.add(questionId);
    return [{ questionId, before: null }];
  });
}

/**
 * Changes one question: `change` gives its new values from the row (null when nothing changes); a proposal changed
 * is confirmed.
 */
function changeQuestion(
  db: Database,
  user: UserRow,
  archiveId: number,
  questionId: number,
  change: (
    context: EditContext,
    row: ArchiveQuestionRow,
  ) => Promise<Parameters<typeof updateQuestion>[3] | Refusal<'invalid_input'> | null>,
) {
  return editQuestions(db, user, archiveId, async (context) => {
    const row = await findQuestion(context.tx, archiveId, questionId);
    if (!row) return fail('question_not_found');
    const values = await change(context, row);
    if (values instanceof Refusal) return values;
    if (values === null) return [];
    const before = stateOf(row, context.named.has(questionId));
    await updateQuestion(context.tx, questionId, context.userId, { ...values, status: 'confirmed' });
    return [{ questionId, before }];
  });
}

export const moveQuestion = (
  db: Database,
  user: UserRow,
  archiveId: number,
  questionId: number,
  place: QuestionMove,
) =>
  changeQuestion(db, user, archiveId, questionId, async ({ tx }) => {
    const refused = await placeRefusal(tx, archiveId, place.page);
    return refused ?? { page: place.page, top: place.top };
  });

export const renameQuestion = (
  db: Database,
  user: UserRow,
  archiveId: number,
  questionId: number,
  name: string,
) =>
  changeQuestion(db, user, archiveId, questionId, async ({ named }) => {
    named.add(questionId);
    return { name };
  });

/** Confirms one proposal; a confirmed question is left as it is. */
export const confirmQuestion = (db: Database, user: UserRow, archiveId: number, questionId: number) =>
  changeQuestion(db, user, archiveId, questionId, async (_context, row) =>
    row.status === 'confirmed' ? null : {},
  );

/** 全部確認: every proposal of the archive confirmed, one change row each. */
export const confirmAllQuestions = (db: Database, user: UserRow, archiveId: number) =>
  editQuestions<never>(db, user, archiveId, async ({ tx, userId, named }) => {
    const proposals = await confirmProposals(tx, archiveId, userId);
    return proposals.map((row) => ({ questionId: row.id, before: stateOf(row, named.has(row.id)) }));
  });

/** Removes a start, unless the question has answers: then it must be moved instead. */
export const removeQuestion = (db: Database, user: UserRow, archiveId: number, questionId: number) =>
  editQuestions(db, user, archiveId, async ({ tx, named }) => {
    const row = await findQuestion(tx, archiveId, questionId);
    if (!row) return fail('question_not_found');
    if ((await answeredCount(tx, [questionId])) > 0) return fail('question_has_answers');
    await deleteQuestion(tx, questionId);
    return [{ questionId, before: stateOf(row, named.has(questionId)) }];
  });
