import type { Database } from './client.ts';

/**
 * Something that writes behind the answers it was told of (a download's counts: activity/download-tally.ts).
 * `flush` writes what it holds now and ends once that is written or has failed; null when it holds nothing, or
 * nothing it may write yet (its database refused the last try).
 */
export type BehindWriter = { flush(): Promise<void> | null };

/**
 * Writes an answer did not wait for, per database handle. This process's reads have them written first
 * (http/register.ts), so a caller who downloads and then lists sees the download counted on the replica that
 * answered both, and a stop writes them before it closes the database.
 */
export type WritesBehind = {
  add(writer: BehindWriter): void;
  /** Writes what every writer holds; ends once that is done, or null when none holds anything. */
  settled(): Promise<void> | null;
};

const handles = new WeakMap<Database, WritesBehind>();

/** The writes behind of `db`'s handle, one register per handle. */
export function writesBehind(db: Database): WritesBehind {
  let register = handles.get(db);
  if (!register) {
    register = createWritesBehind();
    handles.set(db, register);
  }
  return register;
}

function createWritesBehind(): WritesBehind {
  const writers: BehindWriter[] = [];
  return {
    add: (writer) => writers.push(writer),
    settled() {
      const flushes: Promise<void>[] = [];
      for (const writer of writers) {
        const flush = writer.flush();
        if (flush) flushes.push(flush);
      }
      return flushes.length === 0 ? null : Promise.all(flushes).then(() => undefined);
    },
  };
}
