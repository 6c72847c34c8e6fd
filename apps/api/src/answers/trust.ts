import type { Answer } from '@pastexam/api-contract';
import type { Caller } from '../auth/session/caller.ts';
import type { Database } from '../db/client.ts';
import type { UserRow } from '../db/schema.ts';
import { fail, type Refusal } from '../refusal.ts';
import { announceAnswerChange } from './announce/change.ts';
import { tellEndorsed } from './notices.ts';
import { setEndorsement, setOfficial } from './repository.ts';
import { type Found, findAnswer, permissionsOf, presentAnswer } from './service.ts';

/**
 * An expert of the answer's course endorses it, or takes the endorsement back (`on` false); an expert of
 * another course cannot, nor anyone their own answer. Doing it twice changes nothing the second time.
 */
export async function endorseAnswer(
  db: Database,
  { user }: Caller,
  answerId: number,
  on: boolean,
): Promise<Answer | Refusal<'answer_not_found' | 'not_course_expert'>> {
  const found = await findAnswer(db, user, answerId);
  if (!('row' in found)) return found;
  // Taking one's endorsement back needs only to be an expert still: an endorsement is never left stuck.
  if (on ? !permissionsOf(user, found).endorse : !found.isExpert) return fail('not_course_expert');
  await db.transaction(async (tx) => {
    if (!(await setEndorsement(tx, answerId, user.id, on))) return;
    await announceAnswerChange(tx, { kind: 'answer', archiveId: found.archiveId, answerId });
    // Taking an endorsement back tells nobody.
    if (on) await tellEndorsed(tx, answerId, { by: user.id, as: 'endorsement' });
  });
  return presentAnswer(db, user, answerId, found.isExpert);
}

/** The answer, when `user` is an administrator or an expert of its course, who mark answers official. */
async function forMarker(
  db: Database,
  user: UserRow,
  answerId: number,
): Promise<Found | Refusal<'answer_not_found' | 'not_official_marker'>> {
  const found = await findAnswer(db, user, answerId);
  if (!('row' in found)) return found;
  // Whether they may mark such an answer at all; that an AI draft never is official is the caller's to say.
  const mayMark = permissionsOf(user, { ...found, row: { ...found.row, kind: 'human' } }).mark_official;
  return mayMark ? found : fail('not_official_marker');
}

async function setOfficialMark(db: Database, user: UserRow, found: Found, on: boolean) {
  const answerId = found.row.id;
  await db.transaction(async (tx) => {
    if (!(await setOfficial(tx, answerId, user.id, on))) return;
    await announceAnswerChange(tx, { kind: 'answer', archiveId: found.archiveId, answerId });
    if (on) await tellEndorsed(tx, answerId, { by: user.id, as: 'official' });
  });
  return presentAnswer(db, user, answerId, found.isExpert);
}

/**
 * An administrator or an expert of the answer's course marks it official; an AI draft never is. Marking it
 * twice changes nothing the second time (the first marker stays).
 */
export async function markOfficial(
  db: Database,
  { user }: Caller,
  answerId: number,
): Promise<Answer | Refusal<'answer_not_found' | 'not_official_marker' | 'ai_draft_not_official'>> {
  const found = await forMarker(db, user, answerId);
  if (!('row' in found)) return found;
  if (found.row.kind === 'ai_draft') return fail('ai_draft_not_official');
  return setOfficialMark(db, user, found, true);
}

/** An administrator or an expert of the answer's course takes its official mark away. */
export async function unmarkOfficial(
  db: Database,
  { user }: Caller,
  answerId: number,
): Promise<Answer | Refusal<'answer_not_found' | 'not_official_marker'>> {
  const found = await forMarker(db, user, answerId);
  if (!('row' in found)) return found;
  return setOfficialMark(db, user, found, false);
}
