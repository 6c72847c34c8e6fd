import type { Database } from '../db/client.ts';

/**
 * Counts the statements `db` sends to its database until `stop`, on either driver: both hand every statement
 * to their client's `query` (node-postgres' pool, PGlite), which is wrapped here and sends it on unchanged.
 */
export function countStatements(db: Database) {
  const client: unknown = Reflect.get(db, '$client');
  if (typeof client !== 'object' || client === null) throw new Error('the database has no client');
  const query: unknown = Reflect.get(client, 'query');
  if (typeof query !== 'function') throw new Error('the database client has no query method');
  const own = Object.hasOwn(client, 'query');
  let sent = 0;
  Reflect.set(client, 'query', (...args: unknown[]) => {
    sent += 1;
    return Reflect.apply(query, client, args);
  });
  return {
    /** How many statements were sent so far. */
    sent: () => sent,
    stop() {
      if (own) Reflect.set(client, 'query', query);
      else Reflect.deleteProperty(client, 'query');
    },
  };
}
