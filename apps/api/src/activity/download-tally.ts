import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { writesBehind } from '../db/writes-behind.ts';
import { logSafe } from '../jobs/log-safe.ts';
import { type CountedDownload, countDownloads } from './repository.ts';

/** How long the downloads after a quiet moment are gathered before they are written together. */
const GROUP_MS = 50;
/** How long a group whose write failed waits before it is written again, and how often that is tried. */
const RETRY_DELAY_MS = 1_000;
export const MAX_WRITE_ATTEMPTS = 5;

type Pending = { download: CountedDownload; attempts: number };

export type TallyOptions = { groupMs?: number; retryDelayMs?: number };

/**
 * Downloads counted behind their answers: the file goes out at once, and the downloads of the next 50 ms are
 * counted together, in two statements however many there are. A busy server writes a few groups a second instead
 * of two statements per download, and replicas forget their hot answers (docs/decisions/021) once per group
 * rather than once per download. A read of this process writes the group at once before it answers
 * (db/writes-behind.ts), and so does a stop before it closes the database (docs/decisions/026). A group whose
 * write fails is written again a second later, up to five times, and said in the log.
 */
export function createDownloadTally(db: Database, logger: Logger, options: TallyOptions = {}) {
  const { groupMs = GROUP_MS, retryDelayMs = RETRY_DELAY_MS } = options;
  let waiting: Pending[] = [];
  let writing: Promise<void> | null = null;
  let gathering: NodeJS.Timeout | null = null;
  let retrying: NodeJS.Timeout | null = null;

  const later = (delayMs: number) => {
    const timer = setTimeout(() => {
      gathering = retrying = null;
      void flush();
    }, delayMs);
    timer.unref();
    return timer;
  };

  async function write(group: Pending[]) {
    try {
      await countDownloads(
        db,
        group.map((entry) => entry.download),
      );
    } catch (error) {
      putBack(group, error);
    }
  }

  function putBack(group: Pending[], error: unknown) {
    const again = group
      .map((entry) => ({ ...entry, attempts: entry.attempts + 1 }))
      .filter((entry) => entry.attempts < MAX_WRITE_ATTEMPTS);
    const dropped = group.length - again.length;
    logger.warn(
      { event: 'downloads_uncounted', downloads: group.length, dropped, err: logSafe(error) },
      dropped > 0 ? 'downloads could not be counted and are given up' : 'downloads will be counted again',
    );
    waiting = [...again, ...waiting];
    if (waiting.length > 0 && !retrying) {
      if (gathering) clearTimeout(gathering);
      gathering = null;
      retrying = later(retryDelayMs);
    }
  }

  /** Writes what is gathered now, after the write under way; null when there is nothing it may write yet. */
  function flush(): Promise<void> | null {
    if (retrying) return null;
    if (writing) return writing.then(() => flush() ?? undefined);
    if (waiting.length === 0) return null;
    if (gathering) clearTimeout(gathering);
    gathering = null;
    const group = waiting;
    waiting = [];
    const done = write(group).finally(() => {
      writing = null;
      if (waiting.length > 0 && !gathering && !retrying) gathering = later(groupMs);
    });
    writing = done;
    return done;
  }

  const tally = {
    /** Counts the download behind the answer, with the others of its group. */
    count(download: CountedDownload): void {
      waiting.push({ download, attempts: 0 });
      if (!gathering && !retrying && !writing) gathering = later(groupMs);
    },
    flush,
  };
  writesBehind(db).add(tally);
  return tally;
}

type DownloadTally = ReturnType<typeof createDownloadTally>;

const tallies = new WeakMap<Database, DownloadTally>();

/** The tally of the database handle's downloads, one per handle; `logger` says what could not be written. */
export function downloadTallyOf(db: Database, logger: Logger): DownloadTally {
  let tally = tallies.get(db);
  if (!tally) {
    tally = createDownloadTally(db, logger);
    tallies.set(db, tally);
  }
  return tally;
}
