import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { routes } from '@pastexam/api-contract';
import { afterAll, beforeAll } from 'vitest';
import {
  type AiWorker,
  type AiWorkerOptions,
  aiWorkerSettingsFromEnv,
  startAiWorker,
} from '../ai-exam/worker/index.ts';
import { answersRelay } from '../answers/live.ts';
import { type AppDeps, createApp } from '../app.ts';
import { createSessions, type Sessions } from '../auth/session/sessions.ts';
import { issueToken } from '../auth/session/tokens.ts';
import { createDatabase, type DatabaseHandle } from '../db/client.ts';
import type { UserRow } from '../db/schema.ts';
import { writesBehind } from '../db/writes-behind.ts';
import { createDiscussionFeed, type DiscussionFeed, type FeedOptions } from '../discussion/feed.ts';
import { loadEnv } from '../env.ts';
import { createHotAnswers, type HotAnswers } from '../http/hot-answers.ts';
import type { ApiRouter } from '../http/register.ts';
import { loadWebApp } from '../http/web-app.ts';
import { createLogger } from '../logger.ts';
import {
  createNotificationFeed,
  type NotificationFeed,
  type NotificationFeedOptions,
} from '../notifications/feed.ts';
import { createStorage } from '../storage/index.ts';
import { createPasswords, type Passwords } from '../users/password.ts';
import { createLocalUser, upsertOidcUser } from '../users/repository.ts';
import { createTestClient } from './client.ts';
import { createTestStorage } from './database.ts';

export type TestAppOptions = {
  /** Extra environment variables, as strings, exactly as the server would read them. */
  env?: Record<string, string>;
  /** Extra routes for probing the HTTP layer, registered on the /api router after the contract's. */
  probes?: (api: ApiRouter) => void;
  /** `fail` (the default, as in development) or `log` (as in production). */
  contractViolations?: ApiRouter['contractViolations'];
  /** How the discussion's feeds are built (a shorter keep-alive); as the server builds them unless given. */
  discussion?: FeedOptions;
  /** How the bells' feeds are built (a shorter keep-alive); as the server builds them unless given. */
  notifications?: NotificationFeedOptions;
  /** How passwords are hashed; a cheap cost unless given (createPasswords() is the production one). */
  passwords?: Passwords;
};

/** Collects everything the logger writes, so tests can look for what must never be logged. */
export function captureLogs() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString('utf8'));
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}

let userCounter = 0;

/**
 * How a test app hashes passwords: the accounts tests make, and those its requests make (an administrator's new
 * account, a changed password), are checked as any stored hash is, for a two-thousandth of the production cost
 * (users/password.test.ts pins that one; a test of the production cost builds its app with `passwords`).
 */
const testPasswords = createPasswords({ N: 16, r: 8, p: 1 });

/**
 * A migrated database of this test file's own (PGlite in a temporary DATA_DIR, or a fresh PostgreSQL database
 * when the suite runs against one) and the app on top of it, called in-process. Share one per file; each test
 * creates its own users.
 */
export async function createTestApp(options: TestAppOptions = {}) {
  const storage = await createTestStorage();
  const handles: DatabaseHandle[] = [];
  const logs = captureLogs();
  const env = loadEnv({
    DATA_DIR: storage.dataDir,
    DATABASE_URL: storage.databaseUrl,
    APP_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'debug',
    // No web build unless a test provides one.
    WEB_DIST: join(storage.dataDir, 'web-dist'),
    // A test file's database holds a few hundred rows: the smallest cache opens fastest.
    EMBEDDED_DB_CACHE_MB: '16',
    ...options.env,
  });
  const database = createDatabase(env);
  handles.push(database);
  await database.migrate();
  const sessionCaches: Sessions[] = [];
  /** One sessions cache per database handle, listening as the server's does. */
  const sessionsOf = async (handle: DatabaseHandle) => {
    const sessions = createSessions(handle);
    await sessions.start();
    sessionCaches.push(sessions);
    return sessions;
  };
  const sessions = await sessionsOf(database);
  const feeds: DiscussionFeed[] = [];
  /** One discussion feed per database handle, listening as the server's does. */
  const feedOf = async (handle: DatabaseHandle) => {
    const feed = createDiscussionFeed(handle, { relays: [answersRelay(handle.db)], ...options.discussion });
    await feed.start();
    feeds.push(feed);
    return feed;
  };
  const discussion = await feedOf(database);
  const notificationFeeds: NotificationFeed[] = [];
  /** One feed of the bells per database handle, listening as the server's does. */
  const notificationFeedOf = async (handle: DatabaseHandle) => {
    const feed = createNotificationFeed(handle, options.notifications);
    await feed.start();
    notificationFeeds.push(feed);
    return feed;
  };
  const notificationFeed = await notificationFeedOf(database);
  const hotStores: HotAnswers[] = [];
  /** One store of ready answers per database handle, listening as the server's does. */
  const hotOf = async (handle: DatabaseHandle) => {
    const hot = createHotAnswers(handle);
    await hot.start();
    hotStores.push(hot);
    return hot;
  };
  const hot = await hotOf(database);
  const logger = createLogger(env, logs.stream);
  const webApp = await loadWebApp(env.WEB_DIST, { logger });
  const workers: AiWorker[] = [];
  const onTaskQueued = () => {
    for (const worker of workers) worker.kick();
  };
  const { probes, contractViolations, passwords = testPasswords } = options;
  const build = (
    db = database.db,
    ownSessions = sessions,
    ownFeed = discussion,
    ownHot = hot,
    ownNotificationFeed = notificationFeed,
  ) =>
    createApp({
      env,
      db,
      sessions: ownSessions,
      discussion: ownFeed,
      notificationFeed: ownNotificationFeed,
      hot: ownHot,
      logger,
      onTaskQueued,
      probes,
      contractViolations,
      webApp,
      passwords,
    });
  const app = build();

  return {
    app,
    env,
    db: database.db,
    /** The sessions cache of the main database handle, which `db` writes bypass (announce through it). */
    sessions,
    /** The discussion feed of the main database handle: its streams end when it closes, as on a server's stop. */
    discussion,
    /** The bells' feed of the main database handle: its streams end when it closes, as on a server's stop. */
    notificationFeed,
    /** The ready answers of the main database handle. */
    hot,
    /** What an app on the main database handle is built from, for a test that builds one with parts changed. */
    appDeps: {
      env,
      db: database.db,
      sessions,
      discussion,
      notificationFeed,
      logger,
      passwords,
    } satisfies AppDeps,
    /** LISTEN/NOTIFY of the main database handle, for feeds a test builds itself. */
    notifications: database.notifications,
    logs,
    logger,
    /** A new browser-like client with its own XSRF cookie and remote address. */
    client: (ip?: string) => createTestClient(app, ip),

    /** A local user with a unique name; `password` is its plain password. */
    async createUser(overrides: { isAdmin?: boolean; password?: string; name?: string } = {}) {
      userCounter += 1;
      const name = overrides.name ?? `user${userCounter}-${randomBytes(3).toString('hex')}`;
      const password = overrides.password ?? `pw-${randomBytes(6).toString('hex')}`;
      const user: UserRow = await createLocalUser(
        database.db,
        { name, email: `${name}@example.edu`, password, isAdmin: overrides.isAdmin ?? false },
        passwords,
      );
      return { user, password };
    },

    /** A single sign-on account and a token for it, as the SSO callback would issue. */
    async ssoUser() {
      userCounter += 1;
      const tag = `${userCounter}-${randomBytes(3).toString('hex')}`;
      const user = await upsertOidcUser(database.db, {
        issuer: 'https://sso.example.edu',
        subject: `subject-${tag}`,
        email: `sso-${tag}@example.edu`,
        name: `單一登入-${tag}`,
        avatarUrl: null,
      });
      return { user, token: await issueToken(env, user) };
    },

    /** Signs `user` in through the API and returns the access token. */
    async signIn(user: { name: string }, password: string): Promise<string> {
      const answer = await createTestClient(app).output(routes.auth.login, {
        body: { username: user.name, password },
      });
      return answer.access_token;
    },

    /**
     * A second app instance on the same database, as another server replica would be. On PostgreSQL it has
     * its own connection pool and sessions cache, which hears of changes through LISTEN/NOTIFY; PGlite allows
     * one process per directory, so there it shares the client and, with it, the cache.
     */
    async replica(ip?: string) {
      if (!env.DATABASE_URL) return createTestClient(build(), ip);
      const second = createDatabase(env);
      handles.push(second);
      const app = build(
        second.db,
        await sessionsOf(second),
        await feedOf(second),
        await hotOf(second),
        await notificationFeedOf(second),
      );
      return createTestClient(app, ip);
    },

    /**
     * Starts an AI exam worker as the server would, with the env's settings unless given; it is kicked by
     * every app of this test app and stopped by close(). `ownConnection` gives it its own pool on PostgreSQL,
     * as a worker on another replica would have.
     */
    async startWorker(
      overrides: Partial<
        Pick<AiWorkerOptions, 'concurrency' | 'timeLimitMs' | 'leaseMs' | 'pollIntervalMs' | 'gemini'>
      > & { ownConnection?: boolean } = {},
    ): Promise<AiWorker> {
      const { ownConnection, ...settings } = overrides;
      let db = database.db;
      if (ownConnection && env.DATABASE_URL) {
        const own = createDatabase(env);
        handles.push(own);
        db = own.db;
      }
      const worker = startAiWorker({
        db,
        storage: createStorage(env.storage),
        logger,
        ...aiWorkerSettingsFromEnv(env),
        pollIntervalMs: 100,
        ...settings,
      });
      workers.push(worker);
      return worker;
    },
    async close() {
      for (const worker of workers.splice(0)) await worker.stop();
      for (const feed of feeds.splice(0)) await feed.close();
      for (const feed of notificationFeeds.splice(0)) await feed.close();
      for (const cache of sessionCaches.splice(0)) await cache.stop();
      for (const store of hotStores.splice(0)) await store.stop();
      for (const handle of handles) {
        await writesBehind(handle.db).settled();
        await handle.close();
      }
      await storage.cleanup();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The test app of this file (or of the describe block it is called in), created before its first test and
 * closed after its last. What it returns stands for that app: reading a property of it before the app exists
 * throws, so it can be passed around and used like the app itself.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(options);
  });
  afterAll(() => app?.close());
  const created = (): TestApp => {
    if (!app) throw new Error('useTestApp: the test app is used before its beforeAll ran');
    return app;
  };
  return new Proxy({} as TestApp, { get: (_target, key) => Reflect.get(created(), key) });
}
