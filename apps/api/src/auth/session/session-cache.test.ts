import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../db/client.ts';
import { createTestStorage, type TestStorage } from '../../test-support/database.ts';
import { announceRevocation, announceUserChange, createSessionCache } from './session-cache.ts';

type User = { id: number; isAdmin: boolean };

/** Loaders over plain maps standing in for the tables, counting how often the database would be asked. */
function tables() {
  const users = new Map<number, User>([[1, { id: 1, isAdmin: true }]]);
  const revoked = new Set<string>();
  const asked = { users: 0, tokens: 0 };
  const loaders = {
    loadUser: async (id: number) => {
      asked.users += 1;
      return users.get(id);
    },
    isRevoked: async (jti: string) => {
      asked.tokens += 1;
      return revoked.has(jti);
    },
  };
  return { users, revoked, asked, loaders };
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 1000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (await check()) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`not within ${timeoutMs} ms`);
}

let storage: TestStorage;
let replicaA: DatabaseHandle;
let replicaB: DatabaseHandle;
beforeAll(async () => {
  storage = await createTestStorage();
  const env = { DATA_DIR: storage.dataDir, DATABASE_URL: storage.databaseUrl };
  replicaA = createDatabase(env);
  // On PostgreSQL a second handle is a second replica; PGlite is one process, so both are the same database.
  replicaB = storage.databaseUrl ? createDatabase(env) : replicaA;
  // Opening PGlite takes seconds on a busy machine: done here, within the setup's time, not in the first test.
  await replicaA.db.execute(sql`SELECT 1`);
  await replicaB.db.execute(sql`SELECT 1`);
});
afterAll(async () => {
  await replicaA?.close();
  if (replicaB !== replicaA) await replicaB.close();
  await storage.cleanup();
});

describe('the sessions cache', () => {
  it('answers repeated requests from memory', async () => {
    const t = tables();
    const cache = createSessionCache(t.loaders);
    const stop = await cache.listen(replicaB.notifications);
    for (let request = 0; request < 5; request += 1) {
      expect(await cache.resolve(1, 'jti-a')).toEqual({ id: 1, isAdmin: true });
    }
    expect(t.asked).toEqual({ users: 1, tokens: 1 });
    await stop();
  });

  it('asks the database every time while it is not listening', async () => {
    const t = tables();
    const cache = createSessionCache(t.loaders);
    await cache.resolve(1, 'jti-a');
    await cache.resolve(1, 'jti-a');
    expect(t.asked).toEqual({ users: 2, tokens: 2 });
  });

  it('forgets a demoted user when another replica announces it, within a second', async () => {
    const t = tables();
    const cache = createSessionCache(t.loaders);
    const stop = await cache.listen(replicaB.notifications);
    expect(await cache.resolve(1, 'jti-a')).toMatchObject({ isAdmin: true });

    t.users.set(1, { id: 1, isAdmin: false });
    await announceUserChange(replicaA.db, 1);
    await eventually(async () => (await cache.resolve(1, 'jti-a'))?.isAdmin === false);

    t.users.delete(1);
    await announceUserChange(replicaA.db, 1);
    await eventually(async () => (await cache.resolve(1, 'jti-a')) === undefined);
    await stop();
  });

  it('refuses a token once another replica announces its revocation', async () => {
    const t = tables();
    const cache = createSessionCache(t.loaders);
    const stop = await cache.listen(replicaB.notifications);
    expect(await cache.resolve(1, 'jti-b')).toBeDefined();

    t.revoked.add('jti-b');
    await announceRevocation(replicaA.db, 'jti-b');
    await eventually(async () => (await cache.resolve(1, 'jti-b')) === undefined);
    // Another token of the same user is untouched.
    expect(await cache.resolve(1, 'jti-c')).toBeDefined();
    await stop();
  });

  it('forgets at once what this replica changed itself', async () => {
    const t = tables();
    const cache = createSessionCache(t.loaders);
    const stop = await cache.listen(replicaB.notifications);
    await cache.resolve(1, 'jti-d');
    t.users.set(1, { id: 1, isAdmin: false });
    cache.forget('user:1');
    expect(await cache.resolve(1, 'jti-d')).toMatchObject({ isAdmin: false });
    await stop();
  });

  it('does not keep a row it loaded before a change it has since heard of', async () => {
    const t = tables();
    let started = () => {};
    let release = () => {};
    const loading = new Promise<void>((resolve) => {
      started = resolve;
    });
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const cache = createSessionCache({
      ...t.loaders,
      loadUser: async (id: number) => {
        const row = t.users.get(id);
        started();
        await held;
        return row;
      },
    });
    const stop = await cache.listen(replicaB.notifications);
    const pending = cache.resolve(1, 'jti-e');
    await loading;
    t.users.set(1, { id: 1, isAdmin: false });
    cache.forget('user:1');
    release();
    // The request that was already under way answers with what it read; the next one sees the change.
    expect(await pending).toMatchObject({ isAdmin: true });
    expect(await cache.resolve(1, 'jti-e')).toMatchObject({ isAdmin: false });
    await stop();
  });
});
