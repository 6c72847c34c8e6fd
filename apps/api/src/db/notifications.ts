import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';

/**
 * Database notifications (PostgreSQL LISTEN/NOTIFY, which PGlite speaks too): a change committed by any replica
 * reaches every replica's listeners, after the commit and only if it commits. This is how replicas keep
 * in-memory copies (the sessions cache) in step without asking the database on every request.
 */
export type Listener = {
  /** Called with each payload sent on the channel. */
  onMessage: (payload: string) => void;
  /** Called when the listening connection broke: from now until `onRestored`, messages may be lost. */
  onLost: () => void;
  /** Called when listening again after a break: anything kept because no message said otherwise is suspect. */
  onRestored: () => void;
};

export type Notifications = {
  listen(channel: string, listener: Listener): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

/**
 * Sends `payload` on `channel`; inside a transaction it is delivered when (and if) that transaction commits. Any
 * Drizzle database or transaction will do, whatever its schema (client.ts builds the database from this file).
 */
export async function notify(
  db: Pick<PgDatabase<PgQueryResultHKT>, 'execute'>,
  channel: string,
  payload: string,
): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
}

/** PGlite is one process: its own LISTEN delivers every NOTIFY, and nothing can be lost in between. */
export function pgliteNotifications(client: PGlite): Notifications {
  return {
    async listen(channel, listener) {
      const stop = await client.listen(channel, listener.onMessage);
      return () => stop();
    },
    close: async () => {},
  };
}

const RECONNECT_MS = [100, 500, 1000, 2000, 5000];

/**
 * PostgreSQL: one dedicated connection per process holds every LISTEN (a pooled connection would be handed to
 * other queries). When it breaks, it reconnects with backoff, listens again, and tells every listener to reset.
 */
export function postgresNotifications(
  connectionString: string,
  onError: (error: Error) => void,
): Notifications {
  const channels = new Map<string, Set<Listener>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let failures = 0;
  // One statement at a time on the listening connection: the channels' first listeners arrive together as the
  // server starts, and node-postgres no longer queues statements sent while one is running.
  let lastStatement: Promise<unknown> = Promise.resolve();
  const inTurn = (on: pg.Client, statement: string) => {
    const sent = lastStatement.catch(() => {}).then(() => on.query(statement));
    lastStatement = sent;
    return sent;
  };

  const tellAll = (event: 'onLost' | 'onRestored') => {
    for (const listeners of channels.values()) for (const listener of listeners) listener[event]();
  };

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      for (const listener of channels.get(message.channel) ?? []) listener.onMessage(message.payload ?? '');
    });
    next.on('error', (error) => {
      onError(error);
      if (client === next) {
        client = null;
        tellAll('onLost');
      }
      next.end().catch(() => {});
      if (!closed) scheduleReconnect();
    });
    await next.connect();
    for (const channel of channels.keys()) await inTurn(next, `LISTEN "${channel}"`);
    failures = 0;
    return next;
  }

  function scheduleReconnect() {
    const delay = RECONNECT_MS[Math.min(failures, RECONNECT_MS.length - 1)] ?? 5000;
    failures += 1;
    setTimeout(() => {
      if (closed || client) return;
      void ensure()
        .then(() => tellAll('onRestored'))
        .catch((error: unknown) => {
          onError(error instanceof Error ? error : new Error(String(error)));
          scheduleReconnect();
        });
    }, delay).unref();
  }

  async function ensure(): Promise<pg.Client> {
    if (client) return client;
    connecting ??= connect().finally(() => {
      connecting = null;
    });
    client = await connecting;
    return client;
  }

  return {
    async listen(channel, listener) {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
      const known = channels.get(channel);
      const listeners = known ?? new Set<Listener>();
      listeners.add(listener);
      channels.set(channel, listeners);
      const connected = await ensure();
      if (!known) await inTurn(connected, `LISTEN "${channel}"`);
      return async () => {
        listeners.delete(listener);
      };
    },
    async close() {
      closed = true;
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
