import type { Database } from './client.ts';

/**
 * A hot query built once per database (a handle's, or a transaction's) instead of on every call: Drizzle then
 * skips assembling the SQL, and PostgreSQL parses and plans a named statement once per connection.
 */
export function preparedPer<P>(build: (db: Database) => P): (db: Database) => P {
  const built = new WeakMap<Database, P>();
  return (db) => {
    let prepared = built.get(db);
    if (prepared === undefined) {
      prepared = build(db);
      built.set(db, prepared);
    }
    return prepared;
  };
}
