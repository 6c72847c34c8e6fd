import { archiveLink } from '@pastexam/api-contract';
import { eq } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.ts';
import { type ArchiveRow, courses } from '../db/schema.ts';
import { notifyUsers } from '../notifications/service.ts';
import { say } from '../notifications/wording.ts';
import { fail, type Refusal } from '../refusal.ts';
import { followWording } from './notice-text.ts';
import { deleteFollow, followedCourseIds, followersOf, insertFollow } from './repository.ts';

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

/**
 * Tells the followers of the archive's course that it arrived (all but its uploader, and those `told` of it
 * already, as its wishers are), in the transaction that stores it: the bell rings only once the archive is there.
 */
export async function notifyFollowers(
  tx: Queryable,
  archive: ArchiveRow,
  told: readonly number[] = [],
): Promise<void> {
  const followers = (await followersOf(tx, archive.courseId, archive.uploaderId)).filter(
    (userId) => !told.includes(userId),
  );
  if (followers.length === 0) return;
  const [course] = await tx
    .select({ name: courses.name })
    .from(courses)
    .where(eq(courses.id, archive.courseId));
  if (!course) return;
  await notifyUsers(tx, followers, {
    kind: 'followed_course_archive',
    title: say(followWording, (words) => words.newArchive(course.name)),
    body: say(followWording, (words) => words.exam(archive)),
    link: archiveLink(archive.courseId, archive.id),
  });
}
