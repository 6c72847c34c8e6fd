import type { CourseCategory } from '@pastexam/api-contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { insertArchive, type NewArchive } from '../archives/repository.ts';
import type { Database, Queryable } from '../db/client.ts';
import {
  announcements,
  appMeta,
  archiveMessages,
  archives,
  courses,
  legacyImports,
  users,
} from '../db/schema.ts';
import { abandonPendingFile, settlePendingFile, writePendingFile } from '../files/pending.ts';
import { EXTRACT_TEXT_KIND, queueArchiveTextJob } from '../search/extract/queue.ts';
import type { FileStorage } from '../storage/index.ts';

export type ImportKind = 'user' | 'course' | 'archive' | 'message' | 'announcement';

/** What earlier runs brought in of `kind`: legacy id → id here. */
export async function importedIds(db: Database, kind: ImportKind): Promise<Map<number, number>> {
  const rows = await db.select().from(legacyImports).where(eq(legacyImports.kind, kind));
  return new Map(rows.map((row) => [row.legacyId, row.newId]));
}

export async function recordImport(db: Queryable, kind: ImportKind, legacyId: number, newId: number) {
  await db.insert(legacyImports).values({ kind, legacyId, newId });
}

/** Writes a row and records where it came from, both or neither. */
export function writeImported(
  db: Database,
  kind: ImportKind,
  legacyId: number,
  write: (tx: Database) => Promise<number>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const id = await write(tx);
    await recordImport(tx, kind, legacyId, id);
    return id;
  });
}

export async function userBySubject(db: Database, issuer: string, subject: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.oidcIssuer, issuer), eq(users.oidcSubject, subject)));
  return row ?? null;
}

export async function userByName(db: Database, name: string) {
  const [row] = await db.select().from(users).where(eq(users.name, name));
  return row ?? null;
}

/** The account holding this e-mail in any letter case, as sign-in and the unique index compare it. */
export async function userByEmail(db: Database, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row ?? null;
}

export async function nicknameTaken(db: Database, nickname: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.nickname})`, nickname.toLowerCase()));
  return row !== undefined;
}

/**
 * True when `id` is the administrator the first start created (ADMIN_USERNAME) and it has nothing of its own
 * yet: no upload, no message, no announcement. Such an account may give its place to the original's.
 */
export async function isUntouchedFirstAdmin(db: Database, id: number, name: string): Promise<boolean> {
  const [bootstrap] = await db.select().from(appMeta).where(eq(appMeta.key, 'admin_bootstrapped'));
  if (bootstrap?.value !== name) return false;
  // One after another: inside the accounts' transaction there is one connection.
  const owned =
    (await db.$count(archives, eq(archives.uploaderId, id))) +
    (await db.$count(archiveMessages, eq(archiveMessages.authorId, id))) +
    (await db.$count(announcements, eq(announcements.authorId, id)));
  return owned === 0;
}

export type ImportedUser = Omit<typeof users.$inferInsert, 'id'>;

export async function insertUser(tx: Queryable, values: ImportedUser): Promise<number> {
  const [row] = await tx.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('the account was not written');
  return row.id;
}

/** The first start's administrator becomes the original's: its password and e-mail, its sessions ended. */
export async function adoptUser(tx: Queryable, id: number, values: Partial<ImportedUser>): Promise<number> {
  await tx
    .update(users)
    .set({ ...values, tokensValidAfter: new Date() })
    .where(eq(users.id, id));
  return id;
}

export async function findActiveCourseNamed(db: Database, name: string, category: CourseCategory) {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.name, name), eq(courses.category, category), isNull(courses.deletedAt)));
  return row?.id ?? null;
}

/** A course; one the original had deleted goes straight to the trash, beside any active one of its name. */
export async function insertCourse(
  tx: Queryable,
  values: { name: string; category: CourseCategory; deleted: boolean },
): Promise<number> {
  const [row] = await tx
    .insert(courses)
    .values({ name: values.name, category: values.category, deletedAt: values.deleted ? sql`now()` : null })
    .returning({ id: courses.id });
  if (!row) throw new Error('the course was not written');
  return row.id;
}

/**
 * An archive brought in with its file, downloads and date, in the trash when it or its course was deleted
 * there (TRASH_RETENTION_DAYS counting from now), recorded as imported in the same transaction. The file is
 * written as every upload's is (pending first, settled with its row), so a crash leaves nothing behind; the
 * course may be one in the trash, which an upload never reaches.
 */
export async function storeImportedArchive(
  db: Database,
  storage: FileStorage,
  legacyId: number,
  values: Omit<NewArchive, 'fileKey' | 'fileSize'> & { bytes: Uint8Array },
): Promise<number> {
  const { bytes, ...fields } = values;
  const fileKey = await writePendingFile(db, storage, bytes);
  try {
    return await writeImported(db, 'archive', legacyId, async (tx) => {
      const row = await insertArchive(tx, { ...fields, fileKey, fileSize: bytes.length });
      await settlePendingFile(tx, fileKey);
      await queueArchiveTextJob(tx, EXTRACT_TEXT_KIND, row.id);
      return row.id;
    });
  } catch (error) {
    await abandonPendingFile(db, storage, fileKey).catch(() => undefined);
    throw error;
  }
}

/** The id of the one row an insert returned. */
function writtenId(rows: { id: number }[], what: string): number {
  const [row] = rows;
  if (!row) throw new Error(`the ${what} was not written`);
  return row.id;
}

export const insertMessage = async (tx: Queryable, values: typeof archiveMessages.$inferInsert) =>
  writtenId(await tx.insert(archiveMessages).values(values).returning({ id: archiveMessages.id }), 'message');

export const insertAnnouncement = async (tx: Queryable, values: typeof announcements.$inferInsert) =>
  writtenId(
    await tx.insert(announcements).values(values).returning({ id: announcements.id }),
    'announcement',
  );
