import { and, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.ts';
import { type ArchiveRow, archives, type CourseRow, courses, users } from '../../db/schema.ts';

const inTrash = isNotNull(archives.deletedAt);

/** Every archive in the trash with its course and the name of who deleted it, most recently deleted first. */
export function listTrashed(db: Database) {
  return db
    .select({ archive: archives, course: courses, deletedByName: users.name })
    .from(archives)
    .innerJoin(courses, eq(courses.id, archives.courseId))
    .leftJoin(users, eq(users.id, archives.deletedBy))
    .where(inTrash)
    .orderBy(desc(archives.deletedAt), desc(archives.id));
}
export type TrashedRow = Awaited<ReturnType<typeof listTrashed>>[number];

/** The archive in the trash with its course, locked until the transaction ends; null when it is not there. */
export async function lockTrashed(tx: Queryable, id: number) {
  const [row] = await tx
    .select({ archive: archives, course: courses })
    .from(archives)
    .innerJoin(courses, eq(courses.id, archives.courseId))
    .where(and(eq(archives.id, id), inTrash))
    .for('update', { of: archives });
  return row ?? null;
}

/** The active course of that name and category, if any. */
export async function findActiveNamesake(tx: Queryable, course: Pick<CourseRow, 'name' | 'category'>) {
  const [row] = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(
      and(eq(courses.name, course.name), eq(courses.category, course.category), isNull(courses.deletedAt)),
    );
  return row ?? null;
}

export async function undeleteCourse(tx: Queryable, id: number): Promise<void> {
  await tx.update(courses).set({ deletedAt: null }).where(eq(courses.id, id));
}

/** Takes the archive out of the trash, into `courseId`. */
export async function undeleteArchive(tx: Queryable, id: number, courseId: number): Promise<ArchiveRow> {
  const [row] = await tx
    .update(archives)
    .set({ deletedAt: null, deletedBy: null, courseId })
    .where(eq(archives.id, id))
    .returning();
  if (!row) throw new Error(`archive ${id} vanished while locked`);
  return row;
}

/** Deletes the archive's row if it is in the trash, answering its file's key; null when it is not there. */
export async function deleteTrashed(db: Database, id: number): Promise<string | null> {
  const [row] = await db
    .delete(archives)
    .where(and(eq(archives.id, id), inTrash))
    .returning({ fileKey: archives.fileKey });
  return row?.fileKey ?? null;
}

/** Deletes up to `limit` rows of archives in the trash for longer than `days`, answering their files' keys. */
export async function deleteExpired(db: Database, days: number, limit: number): Promise<string[]> {
  const due = db
    .select({ id: archives.id })
    .from(archives)
    .where(and(inTrash, lt(archives.deletedAt, sql`now() - make_interval(days => ${days})`)))
    .limit(limit);
  const rows = await db
    .delete(archives)
    .where(inArray(archives.id, due))
    .returning({ fileKey: archives.fileKey });
  return rows.map((row) => row.fileKey);
}
