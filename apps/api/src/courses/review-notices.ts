import { ARCHIVE_PAGE_LINK, archiveLink } from '@pastexam/api-contract';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { archives } from '../db/schema.ts';
import { notifyUsers } from '../notifications/service.ts';
import { say } from '../notifications/wording.ts';
import { reviewWording } from './notice-text.ts';

/** One archive in use of a pending course, named as its uploader knows it. */
type Upload = { id: number; uploaderId: number; academicYear: number; name: string };

/** The archives in use of a course that have an uploader, oldest first: what a review of it tells of. */
export async function uploadsOf(db: Queryable, courseId: number): Promise<Upload[]> {
  const rows = await db
    .select({
      id: archives.id,
      uploaderId: archives.uploaderId,
      name: archives.name,
      academicYear: archives.academicYear,
    })
    .from(archives)
    .where(and(eq(archives.courseId, courseId), isNull(archives.deletedAt), isNotNull(archives.uploaderId)))
    .orderBy(asc(archives.id));
  return rows.flatMap(({ id, uploaderId, name, academicYear }) =>
    uploaderId === null ? [] : [{ id, uploaderId, academicYear, name }],
  );
}

/** Each uploader's uploads, in the order given. */
function byUploader(uploads: readonly Upload[]): Map<number, Upload[]> {
  const groups = new Map<number, Upload[]>();
  for (const upload of uploads)
    groups.set(upload.uploaderId, [...(groups.get(upload.uploaderId) ?? []), upload]);
  return groups;
}

/**
 * Tells each uploader that their uploads into a pending course were approved: the course confirmed, or merged
 * into `into` (where they now are). One notification per uploader, leading to their first archive.
 */
export async function tellApproved(
  tx: Queryable,
  uploads: readonly Upload[],
  course: { name: string },
  into: { courseId: number; name: string; merged: boolean },
): Promise<void> {
  for (const [uploaderId, own] of byUploader(uploads)) {
    const [first] = own;
    if (!first) continue;
    await notifyUsers(tx, [uploaderId], {
      kind: 'upload_reviewed',
      title: say(reviewWording, (words) =>
        into.merged ? words.merged(course.name, into.name) : words.approved(course.name),
      ),
      body: say(reviewWording, (words) => words.exams(own)),
      link: archiveLink(into.courseId, first.id),
    });
  }
}

/** Tells each uploader that their uploads into a pending course were refused, with the admin's reason if any. */
export async function tellRefused(
  tx: Queryable,
  uploads: readonly Upload[],
  course: { name: string },
  reason: string | null,
): Promise<void> {
  for (const [uploaderId, own] of byUploader(uploads))
    await notifyUsers(tx, [uploaderId], {
      kind: 'upload_reviewed',
      title: say(reviewWording, (words) => words.refused(course.name)),
      body: say(reviewWording, (words) =>
        reason ? `${words.exams(own)}\n${words.reason(reason)}` : words.exams(own),
      ),
      link: ARCHIVE_PAGE_LINK,
    });
}
