import type pg from 'pg';

/**
 * The channel on which a trigger of every announced table (migration 0017) names the table a statement changed,
 * inside the transaction that changed it: every process listening hears it after, and only if, it commits.
 */
export const CHANGES_CHANNEL = 'pastexam_changes';

/**
 * The tables the triggers announce (0017, 0019, 0030, 0032): what the hot answers (the course list, a course's archives,
 * a search's results) are made of.
 */
export const ANNOUNCED_TABLES = [
  'courses',
  'archives',
  'archive_messages',
  'archive_questions',
  'answers',
  'archive_pages',
  'answer_search',
  'question_topics',
] as const;

/** A statement that writes an announced table, as Drizzle (or a hand-written query) spells it. */
const WRITES_ANNOUNCED = new RegExp(
  `^\\s*(?:insert\\s+into|update|delete\\s+from|truncate(?:\\s+table)?)\\s+(?:"?public"?\\.)?"?(?:${ANNOUNCED_TABLES.join('|')})"?[\\s(]`,
  'i',
);
const ENDS_TRANSACTION = /^\s*(?:commit|end|rollback)\b/i;

/**
 * Writes made through one database handle, told to this process at once: on PostgreSQL the announcement of a
 * change reaches this process's own listening connection a moment after the commit, and a request of this
 * process that made the change must not be answered from what the change replaced in that moment.
 */
export type LocalWrites = {
  /** Calls `listener` after each statement through this handle that wrote an announced table, and after its commit. */
  subscribe(listener: () => void): () => void;
};

export function createLocalWrites() {
  const listeners = new Set<() => void>();
  const tell = () => {
    for (const listener of listeners) listener();
  };
  const writes: LocalWrites = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { writes, tell };
}

type QueryText = string | { text?: unknown };

/**
 * Makes `client` call `tell` once a statement of it that wrote an announced table has run, and once the
 * transaction it ran in has ended. The pool runs its own queries with a callback and Drizzle awaits a promise:
 * `tell` runs before either hears the result, so the writer's next step already sees the cache forgotten.
 */
export function reportWrites(client: pg.PoolClient, tell: () => void): void {
  const query: (...args: unknown[]) => unknown = client.query.bind(client);
  let wrote = false;
  const patched = (...args: unknown[]): unknown => {
    const [first] = args as [QueryText | undefined];
    const text = typeof first === 'string' ? first : typeof first?.text === 'string' ? first.text : '';
    const writes = WRITES_ANNOUNCED.test(text);
    const ends = wrote && ENDS_TRANSACTION.test(text);
    if (!writes && !ends) return query(...args);
    wrote = writes;
    const last = args.at(-1);
    if (typeof last === 'function') {
      const callback = (...result: unknown[]) => {
        tell();
        return Reflect.apply(last, undefined, result);
      };
      return query(...args.slice(0, -1), callback);
    }
    const result = query(...args);
    if (result instanceof Promise) result.then(tell, tell);
    return result;
  };
  client.query = patched as typeof client.query;
}
