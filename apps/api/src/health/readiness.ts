import { count, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { MIGRATIONS } from '../db/journal.ts';
import type { FileStorage } from '../storage/index.ts';

/** How long each part may take to answer before it counts as not answering. */
const CHECK_TIMEOUT_MS = 2_000;

/** How many migrations this build has; the database must have applied at least these. */
const MIGRATIONS_IN_BUILD = MIGRATIONS.length;

export type ReadinessDeps = {
  db: Database;
  storage: FileStorage;
  /** True from the moment the server starts to stop: a balancer sends its new requests elsewhere. */
  draining: () => boolean;
};

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function answers(work: () => Promise<unknown>): Promise<boolean> {
  try {
    await withinTimeout(work());
    return true;
  } catch {
    return false;
  }
}

async function migrationsApplied(db: Database): Promise<boolean> {
  const [row] = await db.select({ applied: count() }).from(sql`drizzle.__drizzle_migrations`);
  return (row?.applied ?? 0) >= MIGRATIONS_IN_BUILD;
}

/**
 * Why the server should not be sent requests now, in zh-TW, or null when it is ready: it is not stopping, the
 * database answers and has every migration of this build, and the file store answers.
 */
export async function notReadyBecause({ db, storage, draining }: ReadinessDeps): Promise<string | null> {
  if (draining()) return '伺服器正在停止';
  // One query answers both: whether the database answers, and whether it has this build's migrations.
  const current = await withinTimeout(migrationsApplied(db)).catch(() => null);
  if (current === null) return '資料庫沒有回應';
  if (!current) return '資料庫尚未更新到這個版本';
  // A key no object has: the store answers "no such object" when it is reachable.
  if (!(await answers(() => storage.stat('readiness-probe')))) return '檔案儲存沒有回應';
  return null;
}
