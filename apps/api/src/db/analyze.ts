import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DatabaseHandle } from './client.ts';

const tablesSchema = z.object({ rows: z.array(z.object({ name: z.string() })) });

/**
 * The tables whose statistics a start cannot trust: never gathered (a new database, a table a migration made) or
 * gathered when the table had a tenth fewer or more pages than it has now. What ANALYZE gathers is kept in the
 * data directory from one start to the next; only the counts of changes since (CHANGED_TABLES) start afresh.
 */
const UNKNOWN_TABLES = sql`SELECT quote_ident(relname) AS name FROM pg_class
  WHERE relkind IN ('r', 'p') AND relnamespace = 'public'::regnamespace
    AND (reltuples < 0
      OR abs(pg_relation_size(oid) / current_setting('block_size')::int - relpages) > 0.1 * relpages)`;

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
 * What a start of the embedded database must gather before its statistics can be trusted (UNKNOWN_TABLES): the
 * changes counted in a run are lost with it, so a table written in its last minute is known by its size alone.
 * Answers how many tables it analyzed.
 */
export function analyzeUnknown(database: DatabaseHandle, stopping: () => boolean): Promise<number> {
  if (database.driver !== 'pglite') return Promise.resolve(0);
  return analyzeEach(database, UNKNOWN_TABLES, stopping);
}

/**
 * PGlite has no autovacuum. The statistics its planner needs (to use the search index, among others) are gathered
 * `firstAfterMs` after the start, so that the first requests do not wait behind them, for the tables whose
 * statistics are missing or out of date (analyzeUnknown), then every minute for the tables that changed enough
 * (analyzeChanged). PostgreSQL gathers its own: nothing runs there. A failure is told to `onError` and tried again
 * a minute later; `stop` resolves once no ANALYZE runs.
 */
export function keepStatistics(
  database: DatabaseHandle,
  onError: (error: unknown) => void,
  firstAfterMs: number,
) {
  if (database.driver !== 'pglite') return { stop: () => Promise.resolve() };
  let stopped = false;
  const stopping = () => stopped;
  let running = Promise.resolve();
  const pass = (analyze: typeof analyzeChanged) => {
    running = running.then(() => analyze(database, stopping)).then(() => undefined, onError);
  };
  const first = setTimeout(() => pass(analyzeUnknown), firstAfterMs).unref();
  const timer = setInterval(() => pass(analyzeChanged), CHANGED_EVERY_MS).unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
