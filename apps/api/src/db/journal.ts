import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';

/** apps/api/drizzle: the migrations of this build and their journal. */
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

const journalSchema = z.object({ entries: z.array(z.object({ tag: z.string(), when: z.number() })) });

/** The build's migrations, oldest first: each with the time Drizzle records when it is applied. */
export const MIGRATIONS = journalSchema.parse(
  JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')),
).entries;

/**
 * Whether the database has every migration of this build, by the rule Drizzle's migrator applies: it runs the
 * migrations newer than the newest it recorded. False where it recorded none (a new database).
 */
export async function hasEveryMigration(db: { execute(query: SQL): Promise<unknown> }): Promise<boolean> {
  const newest = MIGRATIONS.at(-1)?.when ?? 0;
  try {
    const result = await db.execute(
      sql`select max(created_at)::float8 as newest from drizzle.__drizzle_migrations`,
    );
    const [applied] = z
      .object({ rows: z.array(z.object({ newest: z.number().nullable() })) })
      .parse(result).rows;
    return applied?.newest != null && applied.newest >= newest;
  } catch {
    return false;
  }
}
