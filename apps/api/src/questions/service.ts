import type { QuestionHistory, QuestionList } from '@pastexam/api-contract';
import type { Database } from '../db/client.ts';
import type { UserRow } from '../db/schema.ts';
import { archiveIsOpen } from '../discussion/repository.ts';
import { fail, type Refusal } from '../refusal.ts';
import { questionChanges } from './changes.ts';
import { detectQuestions } from './detect.ts';
import {
  linedPages,
  questionsLocked,
  questionsOf,
  replaceProposals,
  setQuestionsLocked,
} from './repository.ts';
import { indexArchiveQuestions } from './similar-index.ts';

/** How many of an archive's latest changes 編輯紀錄 shows. */
const HISTORY_LIMIT = 200;

/**
 * Proposes an archive's questions from its pages' lines as last read (product §4.11): run by the text jobs
 * once the text layer is read and again once OCR has read the scans, so any replica does it. Confirmed
 * questions are kept, and so are proposals people answered or bookmarked. 相似題 then compares their new text.
 */
export async function proposeQuestions(db: Database, archiveId: number): Promise<void> {
  await replaceProposals(db, archiveId, detectQuestions(await linedPages(db, archiveId)));
  await db.transaction((tx) => indexArchiveQuestions(tx, archiveId));
}

/**
 * The questions of an archive that is not deleted, in order; whether they are locked, and what `user` may do:
 * change them while they are not, and lock or unlock them as an admin.
 */
export async function listQuestions(
  db: Database,
  user: UserRow,
  archiveId: number,
): Promise<QuestionList | Refusal<'archive_not_found'>> {
  if (!(await archiveIsOpen(db, archiveId))) return fail('archive_not_found');
  const [questions, locked] = await Promise.all([questionsOf(db, archiveId), questionsLocked(db, archiveId)]);
  return { questions, locked, can_edit: !locked, can_lock: user.isAdmin };
}

/** 編輯紀錄: the archive's latest changes, newest first. */
export async function questionHistory(
  db: Database,
  archiveId: number,
): Promise<QuestionHistory | Refusal<'archive_not_found'>> {
  if (!(await archiveIsOpen(db, archiveId))) return fail('archive_not_found');
  return { changes: await questionChanges(db, archiveId, HISTORY_LIMIT) };
}

/** An admin locks (or unlocks) an archive's questions: while locked, nobody changes them. */
export async function lockQuestions(
  db: Database,
  user: UserRow,
  archiveId: number,
  locked: boolean,
): Promise<QuestionList | Refusal<'archive_not_found'>> {
  if (!(await archiveIsOpen(db, archiveId))) return fail('archive_not_found');
  await setQuestionsLocked(db, archiveId, user.id, locked);
  return listQuestions(db, user, archiveId);
}
