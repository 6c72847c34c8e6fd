import type { CourseCategory } from '@pastexam/api-contract';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { announcements, archives, courses, legacyImports, users } from '../db/schema.ts';

export type ImportKind = 'user' | 'course' | 'archive' | 'announcement';

/** What earlier runs brought in of `kind`: legacy id → id here. */
export async function importedIds(db: Database, kind: ImportKind): Promise<Map<number, number>> {
  const rows = await db.select().from(legacyImports).where(eq(legacyImports.kind, kind));
  return new Map(rows.map((row) => [row.legacyId, row.newId]));
}

export async function recordImport(db: Database, kind: ImportKind, legacyId: number, newId: number) {
  await db.insert(legacyImports).values({ kind, legacyId, newId });
}

/** The account here with this name, or this email in any case. */
export async function findClashingUser(db: Database, name: string, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(users.name, name), eq(sql`lower(${users.email})`, email.toLowerCase())))
    .limit(1);
  return row ?? null;
}

export async function insertUser(db: Database, values: typeof users.$inferInsert): Promise<number> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('the account was not written');
  return row.id;
}

export async function findActiveCourseNamed(db: Database, name: string, category: CourseCategory) {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.name, name), eq(courses.category, category), isNull(courses.deletedAt)));
  return row?.id ?? null;
}

export async function insertCourse(db: Database, name: string, category: CourseCategory): Promise<number> {
  const [row] = await db.insert(courses).values({ name, category }).returning({ id: courses.id });
  if (!row) throw new Error('the course was not written');
  return row.id;
}

/** What an imported archive keeps from the original: its downloads, its date, and whether it was deleted. */
export async function finishArchive(
  db: Database,
  id: number,
  values: { downloadCount: number; createdAt: Date; deleted: boolean },
) {
  await db
    .update(archives)
    .set({
      downloadCount: values.downloadCount,
      createdAt: values.createdAt,
      deletedAt: values.deleted ? sql`now()` : null,
    })
    .where(eq(archives.id, id));
}

/** A course the original had deleted: it goes to the trash here, its archives with it. */
export async function trashCourse(db: Database, id: number) {
  await db.transaction(async (tx) => {
    await tx.update(courses).set({ deletedAt: sql`now()` }).where(eq(courses.id, id));
    await tx
      .update(archives)
      .set({ deletedAt: sql`now()` })
      .where(and(eq(archives.courseId, id), isNull(archives.deletedAt)));
  });
}

export async function insertAnnouncement(
  db: Database,
  values: typeof announcements.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(announcements).values(values).returning({ id: announcements.id });
  if (!row) throw new Error('the announcement was not written');
  return row.id;
}
