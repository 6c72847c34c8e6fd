import type { Database } from '../db/client.ts';
import { type CountedDownload, countDownloads } from './repository.ts';

type Waiting = { download: CountedDownload; counted: () => void; failed: (error: unknown) => void };

/**
 * Downloads counted as a group commit: each download's request waits until the write that counts it has been
 * made (nothing it was answered for is lost), but the downloads arriving while a write is under way are counted
 * together by the next one, in two statements however many there are. An idle server writes each download at
 * once; a busy one writes one group per round trip instead of two statements per download, and other replicas
 * forget their hot answers (docs/decisions/021) once per group rather than once per download.
 */
export function createDownloadTally(db: Database) {
  let waiting: Waiting[] = [];
  let writing = false;

  async function writeAll() {
    writing = true;
    while (waiting.length > 0) {
      const group = waiting;
      waiting = [];
      try {
        await countDownloads(
          db,
          group.map((entry) => entry.download),
        );
        for (const entry of group) entry.counted();
      } catch (error) {
        for (const entry of group) entry.failed(error);
      }
    }
    writing = false;
  }

  return {
    /** Counts the download; resolves once it is written. */
    count(download: CountedDownload): Promise<void> {
      return new Promise((counted, failed) => {
        waiting.push({ download, counted, failed });
        if (!writing) void writeAll();
      });
    },
  };
}

const tallies = new WeakMap<Database, ReturnType<typeof createDownloadTally>>();

/** The tally of the database handle's downloads, one per handle. */
export function downloadTallyOf(db: Database): ReturnType<typeof createDownloadTally> {
  let tally = tallies.get(db);
  if (!tally) {
    tally = createDownloadTally(db);
    tallies.set(db, tally);
  }
  return tally;
}
