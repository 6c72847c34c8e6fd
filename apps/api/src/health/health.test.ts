import { routes } from '@pastexam/api-contract';
import { desc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createStorage } from '../storage/index.ts';
import { useTestApp } from '../test-support/app.ts';
import { createTestClient } from '../test-support/client.ts';

const t = useTestApp();

/** A replica on the test's database, built with some of its parts changed. */
function replica(parts: Pick<Parameters<typeof createApp>[0], 'draining' | 'storage'>) {
  return createTestClient(
    createApp({
      ...t.appDeps,
      ...parts,
    }),
  );
}

const notReady = (reason: string) => ({ code: 'not_ready', detail: `伺服器尚未就緒：${reason}` });

describe('health and readiness', () => {
  it('answers health and, with every part answering, readiness', async () => {
    const health = await t.client().call(routes.health.health);
    expect(health).toMatchObject({ status: 200, body: { status: 'ok' } });
    const ready = await t.client().call(routes.health.ready);
    expect(ready).toMatchObject({
      status: 200,
      body: { status: 'ready', checks: { database: 'ok', migrations: 'ok', storage: 'ok' } },
    });
  });

  it('is not ready while the server stops, though it still answers health', async () => {
    const stopping = replica({ draining: () => true });
    const ready = await stopping.call(routes.health.ready);
    expect(ready).toMatchObject({ status: 503, body: notReady('伺服器正在停止') });
    expect((await stopping.call(routes.health.health)).status).toBe(200);
  });

  it('is not ready when the file store does not answer', async () => {
    const store = createStorage(t.env.storage);
    const unreachable = replica({
      storage: { ...store, stat: () => Promise.reject(new Error('connect ECONNREFUSED')) },
    });
    const ready = await unreachable.call(routes.health.ready);
    expect(ready).toMatchObject({ status: 503, body: notReady('檔案儲存沒有回應') });
  });

  it('is not ready on a database that lacks one of this build’s migrations', async () => {
    const migrations = sql`drizzle.__drizzle_migrations`;
    const [newest] = await t.db
      .select({ id: sql<number>`id`, hash: sql<string>`hash`, createdAt: sql<string>`created_at` })
      .from(migrations)
      .orderBy(desc(sql`id`))
      .limit(1);
    if (!newest) throw new Error('the test database has no migrations');
    await t.db.execute(sql`delete from ${migrations} where id = ${newest.id}`);
    try {
      const ready = await t.client().call(routes.health.ready);
      expect(ready).toMatchObject({ status: 503, body: notReady('資料庫尚未更新到這個版本') });
    } finally {
      await t.db.execute(
        sql`insert into ${migrations} (id, hash, created_at) values (${newest.id}, ${newest.hash}, ${newest.createdAt})`,
      );
    }
    expect((await t.client().call(routes.health.ready)).status).toBe(200);
  });
});
