import type { Logger } from 'pino';
import { databaseUnreachable } from './errors.ts';

/** How often, during an outage, the database is asked whether it is back. */
const PROBE_EVERY_MS = 1_000;

export type DatabaseOutage = {
  /**
   * True when `error` says the database cannot be reached: the first of an outage is logged, the rest are
   * not, and the database is then asked every second until it answers, which is logged once too.
   */
  report(error: unknown): boolean;
  /** Stops asking (the server is stopping). */
  stop(): void;
};

/**
 * One log line when the database stops answering and one when it is back, however many requests fail in
 * between (each is answered 503 database_unavailable; the request log still lists them).
 */
export function watchDatabaseOutages(logger: Logger, probe: () => Promise<unknown>): DatabaseOutage {
  let since: number | null = null;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(check, PROBE_EVERY_MS);
    timer.unref();
  };
  async function check() {
    try {
      await probe();
    } catch {
      return schedule();
    }
    if (since === null) return;
    logger.warn({ event: 'database_reachable', outageMs: Date.now() - since }, 'database reachable again');
    since = null;
  }

  return {
    report(error) {
      if (!databaseUnreachable(error)) return false;
      if (since === null) {
        since = Date.now();
        // The driver's own words: the query's (which may hold its parameters) are left out.
        let root: unknown = error;
        while (root instanceof Error && root.cause instanceof Error) root = root.cause;
        const reason = root instanceof Error ? root.message : String(root);
        logger.error(
          { event: 'database_unreachable', reason },
          'database unreachable; answering 503 until it is back',
        );
        schedule();
      }
      return true;
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
