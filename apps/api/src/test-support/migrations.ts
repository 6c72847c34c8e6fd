import { readdir, readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { migrationsFolder as folder } from '../db/journal.ts';

/**
 * Applies the migration files whose names start with one of `prefixes`, in order, by hand: a test of a migration
 * that moves data writes rows the way the earlier schema wrote them in between.
 */
export async function applyMigrations(db: Database, ...prefixes: string[]) {
  const files = (await readdir(folder)).filter((name) => name.endsWith('.sql')).sort();
  for (const prefix of prefixes) {
    const file = files.find((name) => name.startsWith(prefix));
    if (!file) throw new Error(`no migration ${prefix}`);
    const text = await readFile(`${folder}/${file}`, 'utf8');
    for (const statement of text.split('--> statement-breakpoint')) {
      if (statement.trim()) await db.execute(sql.raw(statement));
    }
  }
}
