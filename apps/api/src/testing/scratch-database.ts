import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type ScratchDatabase = {
  /** The database's own URL, e.g. for DATABASE_URL. */
  url: string;
  /** Drops it, once the connections still saying goodbye have gone. */
  drop(): Promise<void>;
};

async function withServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database `<prefix>_<random>` on the PostgreSQL server `serverUrl` names (a URL allowed to CREATE
 * DATABASE, such as TEST_DATABASE_URL), for one test file or one end-to-end run: empty, or a copy of the
 * database named `template` (which nobody may be connected to).
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const copy = template === undefined ? '' : ` TEMPLATE ${pg.escapeIdentifier(template)}`;
  await withServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}${copy}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: () =>
      withServer(serverUrl, async (client) => {
        // Closed pools may still be saying goodbye; forcing them off mid-goodbye surfaces as stray errors.
        for (let wait = 0; wait < 50; wait++) {
          const { rows } = await client.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
            [name],
          );
          if (rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
}
