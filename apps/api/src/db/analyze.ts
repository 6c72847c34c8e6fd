import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DatabaseHandle } from './client.ts';

const tablesSchema = z.object({ rows: z.array(z.object({ name: z.string() })) });

/** Every table of the product's schema, quoted for a statement. */
const ALL_TABLES = sql`SELECT quote_ident(relname) AS name FROM pg_class
  WHERE relkind IN ('r', 'p') AND relnamespace = 'public'::regnamespace`;

/**
 * The tables that changed enough since their statistics were gathered, by PostgreSQL's own autovacuum rule with
 * its default settings: more than 50 rows plus a tenth of the table written since.
 */
const CHANGED_TABLES = sql`SELECT quote_ident(s.relname) AS name
  FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
  WHERE s.schemaname = 'public' AND s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)`;

/** ANALYZE of each table `which` lists, one at a time, so a request waits for one table at most. */
async function analyzeEach(database: DatabaseHandle, which: SQL, stopping: () => boolean): Promise<number> {
  const tables = tablesSchema.parse(await database.db.execute(which)).rows;
  let analyzed = 0;
  for (const { name } of tables) {
    if (stopping()) break;
    await database.db.execute(sql.raw(`ANALYZE ${name}`));
    analyzed += 1;
  }
  return analyzed;
}

/**
 * What autovacuum would do on PostgreSQL: ANALYZE of the embedded database's tables that changed enough since
 * their last statistics (an import, a department's first uploads read), so a search does not run on a plan made
 * for an empty table until the next start. Answers how many tables it analyzed.
 */
export function analyzeChanged(database: DatabaseHandle, stopping: () => boolean): Promise<number> {
  if (database.driver !== 'pglite') return Promise.resolve(0);
  return analyzeEach(database, CHANGED_TABLES, stopping);
}

/** How often the embedded database's changed tables are looked for: autovacuum's own default pause. */
const CHANGED_EVERY_MS = 60_000;

/**
 * PGlite has no autovacuum and keeps no statistics from one start to the next. The statistics its planner needs
 * (to use the search index, among others) are gathered for every table at start, beside the first requests, then
 * every minute for the tables that changed enough (analyzeChanged). PostgreSQL gathers its own: nothing runs
 * there. A failure is told to `onError` and tried again a minute later; `stop` resolves once no ANALYZE runs.
 */
export function keepStatistics(database: DatabaseHandle, onError: (error: unknown) => void) {
  if (database.driver !== 'pglite') return { stop: () => Promise.resolve() };
  let stopped = false;
  const stopping = () => stopped;
  let running = analyzeEach(database, ALL_TABLES, stopping).catch(onError);
  const timer = setInterval(() => {
    running = running.then(() => analyzeChanged(database, stopping)).then(() => undefined, onError);
  }, CHANGED_EVERY_MS).unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
