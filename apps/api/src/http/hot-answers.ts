import { CHANGES_CHANNEL, type LocalWrites } from '../db/changes.ts';
import type { Notifications } from '../db/notifications.ts';
import type { ReadyAnswer } from './ready-answer.ts';

/**
 * Enough for every course of a department, seen by students and administrators, and the searches repeated between
 * two changes; past it the store starts over.
 */
const MAX_ENTRIES = 4_000;

/**
 * What most requests read (the course list, a course's archives, a search), kept in memory as ready answers, one per
 * database handle, exactly as fresh as the database:
 * - a statement of this process that writes what they are made of forgets them all before the writer goes on
 *   (`LocalWrites`; on PGlite the trigger's announcement itself is heard before the statement returns);
 * - any other process's change is announced by a trigger inside its transaction (migration 0017) and forgets
 *   them when it commits;
 * - while the listening connection is down nothing is kept, and everything is forgotten when it is back.
 * An answer made while a change happened is sent to its own request but not kept.
 */
export type HotAnswers = {
  /** The kept answer of `key`, if any. */
  get(key: string): ReadyAnswer | undefined;
  /** The mark to give `keep` for an answer about to be made. */
  mark(): number;
  /** Keeps `answer` under `key` unless something changed since `mark`. */
  keep(key: string, answer: ReadyAnswer, mark: number): void;
  /** Whether what was made after `mark` may be kept: nothing changed since, and changes are being heard. */
  current(mark: number): boolean;
  start(): Promise<void>;
  stop(): Promise<void>;
};

export function createHotAnswers(handle: { notifications: Notifications; writes: LocalWrites }): HotAnswers {
  const kept = new Map<string, ReadyAnswer>();
  let changes = 0;
  let listening = false;
  let stopListening: (() => Promise<void>) | null = null;
  let stopWatchingWrites: (() => void) | null = null;
  const forget = () => {
    changes += 1;
    kept.clear();
  };

  return {
    get: (key) => kept.get(key),
    mark: () => changes,
    current: (mark) => listening && mark === changes,
    keep(key, answer, mark) {
      if (!listening || mark !== changes) return;
      if (kept.size >= MAX_ENTRIES) kept.clear();
      kept.set(key, answer);
    },
    async start() {
      if (stopListening) return;
      stopWatchingWrites = handle.writes.subscribe(forget);
      stopListening = await handle.notifications.listen(CHANGES_CHANNEL, {
        onMessage: forget,
        onLost: () => {
          listening = false;
          forget();
        },
        onRestored: () => {
          // What was announced while the connection was down went unheard.
          forget();
          listening = true;
        },
      });
      listening = true;
    },
    async stop() {
      listening = false;
      forget();
      stopWatchingWrites?.();
      stopWatchingWrites = null;
      const stop = stopListening;
      stopListening = null;
      await stop?.();
    },
  };
}

/**
 * Values made of the announced tables (an archive's stored file and download name), kept beside the ready answers
 * of `hot` and forgotten with them.
 */
export type HotValues<T> = {
  get(key: string): T | undefined;
  /** Keeps `value` under `key` unless something changed since `mark` (taken from `hot` before it was read). */
  keep(key: string, value: T, mark: number): void;
};

export function createHotValues<T>(hot: HotAnswers): HotValues<T> {
  const kept = new Map<string, T>();
  let keptAt = -1;
  return {
    get: (key) => (keptAt === hot.mark() ? kept.get(key) : undefined),
    keep(key, value, mark) {
      if (!hot.current(mark)) return;
      if (keptAt !== mark || kept.size >= MAX_ENTRIES) kept.clear();
      keptAt = mark;
      kept.set(key, value);
    },
  };
}
