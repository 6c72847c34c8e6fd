import type { CourseExpert, CourseExpertList } from '@pastexam/api-contract';
import type { Caller } from '../auth/session/caller.ts';
import type { Database } from '../db/client.ts';
import { fail, type Refusal } from '../refusal.ts';
import { findUserById } from '../users/repository.ts';
import { announceAnswerChange } from './announce/change.ts';
import { courseIsOpen, deleteExpert, type ExpertRow, expertsOf, insertExpert } from './experts-repository.ts';
import { answerPlace } from './repository.ts';

function toApiExpert(row: ExpertRow): CourseExpert {
  return {
    user: { id: row.userId, name: row.name, is_admin: row.isAdmin },
    added_at: row.addedAt.toISOString(),
    added_by:
      row.addedBy === null
        ? null
        : { id: row.addedBy, name: row.addedByName ?? '', is_admin: row.addedByIsAdmin ?? false },
  };
}

/** A course's experts, by name (administrators). */
export async function listExperts(
  db: Database,
  courseId: number,
): Promise<CourseExpertList | Refusal<'course_not_found'>> {
  if (!(await courseIsOpen(db, courseId))) return fail('course_not_found');
  return { experts: (await expertsOf(db, courseId)).map(toApiExpert) };
}

/** An administrator names a user an expert of a course. */
export async function addExpert(
  db: Database,
  { user }: Caller,
  courseId: number,
  userId: number,
): Promise<CourseExpert | Refusal<'course_not_found' | 'user_not_found' | 'duplicate_expert'>> {
  if (!(await courseIsOpen(db, courseId))) return fail('course_not_found');
  if (!(await findUserById(db, userId))) return fail('user_not_found');
  if (!(await insertExpert(db, courseId, userId, user.id))) return fail('duplicate_expert');
  const [row] = await expertsOf(db, courseId, userId);
  if (!row) throw new Error(`expert ${userId} of course ${courseId} vanished once named`);
  return toApiExpert(row);
}

/**
 * An administrator ends a user's expertise in a course; their endorsements of its answers go with it, and
 * every open stream of those answers' archives hears of it.
 */
export async function removeExpert(
  db: Database,
  courseId: number,
  userId: number,
): Promise<{ ok: true } | Refusal<'course_not_found' | 'expert_not_found'>> {
  if (!(await courseIsOpen(db, courseId))) return fail('course_not_found');
  const removed = await db.transaction(async (tx) => {
    const endorsed = await deleteExpert(tx, courseId, userId);
    for (const answerId of endorsed ?? []) {
      const place = await answerPlace(tx, answerId);
      if (place) await announceAnswerChange(tx, { kind: 'answer', archiveId: place.archiveId, answerId });
    }
    return endorsed !== null;
  });
  return removed ? { ok: true } : fail('expert_not_found');
}

/** An expert as the audit log keeps it: named by the person and the course. */
export async function expertForAudit(db: Database, courseId: number, userId: number) {
  const [row] = await expertsOf(db, courseId, userId);
  return row ? { id: `${courseId}:${userId}`, name: row.name, course_id: courseId, user_id: userId } : null;
}
