import type { Database } from '../db/client.ts';
import { fail, type Refusal } from '../refusal.ts';
import { deleteFollow, followedCourseIds, insertFollow } from './repository.ts';

/**
 * 追蹤: follows a course that is not deleted, or stops following one (any: a deleted course may be unfollowed
 * still). Already in that state, nothing changes.
 */
export async function setCourseFollow(
  db: Database,
  userId: number,
  courseId: number,
  following: boolean,
): Promise<true | Refusal<'course_not_found'>> {
  if (!following) return deleteFollow(db, userId, courseId).then(() => true);
  return (await insertFollow(db, userId, courseId)) || fail('course_not_found');
}

/** The ids of the courses the user follows, ascending. */
export async function listMyFollows(db: Database, userId: number): Promise<{ course_ids: number[] }> {
  return { course_ids: await followedCourseIds(db, userId) };
}
