import type { QuestionList } from '@pastexam/api-contract';
import type { Database } from '../db/client.ts';
import { archiveIsOpen } from '../discussion/repository.ts';
import { fail, type Refusal } from '../refusal.ts';
import { detectQuestions } from './detect.ts';
import { linedPages, questionsOf, replaceProposals } from './repository.ts';

/**
 * Proposes an archive's questions from its pages' lines as last read (product §4.11): run by the text jobs
 * once the text layer is read and again once OCR has read the scans, so any replica does it. Confirmed
 * questions are kept.
 */
export async function proposeQuestions(db: Database, archiveId: number): Promise<void> {
  await replaceProposals(db, archiveId, detectQuestions(await linedPages(db, archiveId)));
}

/** The questions of an archive that is not deleted, in order. */
export async function listQuestions(
  db: Database,
  archiveId: number,
): Promise<QuestionList | Refusal<'archive_not_found'>> {
  if (!(await archiveIsOpen(db, archiveId))) return fail('archive_not_found');
  return { questions: await questionsOf(db, archiveId) };
}
