import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DatabaseHandle } from './client.ts';

const tablesSchema = z.object({ rows: z.array(z.object({ name: z.string() })) });

/**
 * PGlite has no autovacuum and keeps no statistics from one start to the next: the statistics its planner needs
 * (to use the search index, among others) are gathered at start, beside the first requests (PostgreSQL gathers
 * its own). One table at a time, so a request waits for one table's ANALYZE at most, never for all of them;
 * `stopping` ends it early.
 */
export async function analyzeEmbedded(database: DatabaseHandle, stopping: () => boolean): Promise<void> {
  if (database.driver !== 'pglite') return;
  const tables = tablesSchema.parse(
    await database.db.execute(
      sql`SELECT quote_ident(relname) AS name FROM pg_class
          WHERE relkind IN ('r', 'p') AND relnamespace = 'public'::regnamespace`,
    ),
  );
  for (const { name } of tables.rows) {
    if (stopping()) return;
    await database.db.execute(sql.raw(`ANALYZE ${name}`));
  }
}
