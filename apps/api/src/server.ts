import { createServer, type Server, type ServerOptions } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { answersRelay } from './answers/live.ts';
import { createApp } from './app.ts';
import { seedDemoContent } from './archives/demo-seed.ts';
import { createSessions } from './auth/session/sessions.ts';
import { BACKGROUND_START_DELAY_MS, deferredBackgroundWork } from './background-work.ts';
import { markServing } from './backup/lock.ts';
import { keepStatistics } from './db/analyze.ts';
import { createDatabase, type DatabaseHandle } from './db/client.ts';
import { type DatabaseOutage, watchDatabaseOutages } from './db/outage.ts';
import { writesBehind } from './db/writes-behind.ts';
import { createDiscussionFeed } from './discussion/feed.ts';
import type { Env } from './env.ts';
import { createHotAnswers } from './http/hot-answers.ts';
import { startMetricsListener } from './http/metrics.ts';
import type { ApiRouter } from './http/register.ts';
import { loadWebApp } from './http/web-app.ts';
import { logSafe } from './jobs/log-safe.ts';
import { createLogger } from './logger.ts';
import { createMetrics } from './metrics/metrics.ts';
import { createNotificationFeed } from './notifications/feed.ts';
import { checkOcrAvailable } from './search/extract/tesseract.ts';
import { createStorage, type FileStorage } from './storage/index.ts';
import { type AdminPasswordNotice, bootstrapAdmin } from './users/admin-bootstrap.ts';

export type StartOptions = {
  env: Env;
  logger?: Logger;
  /** What an answer the contract does not declare becomes; see ApiRouter. `fail` unless said otherwise. */
  contractViolations?: ApiRouter['contractViolations'];
  /** Where archive files live; the store the environment names unless given (tests wrap it to inject faults). */
  storage?: FileStorage;
  /**
   * How long the start waits for the web build in WEB_DIST to be complete while a build or a turbo cache
   * restore writes it; then, or at once when WEB_DIST does not exist, the start fails. Unless given it does
   * not wait, and a missing or incomplete build is not served (`pnpm dev`, whose pages come from Vite; tests).
   */
  webBuildWaitSeconds?: number;
  /**
   * What a first start on the embedded database copies instead of making a new one (see db/template.ts): main.ts
   * gives the build's when it holds this build's migrations. Unless given, a new database is made afresh.
   */
  databaseTemplate?: string;
};

export type RunningServer = {
  /** The address to open in a browser, e.g. http://localhost:3000. */
  url: string;
  port: number;
  /**
   * The first administrator's generated password on the first start, or what became of the file it was kept in
   * on a later one: for the console (start-notice.ts), never for the log.
   */
  adminPassword: AdminPasswordNotice;
  /**
   * Stops: GET /ready answers 503 from now on, running jobs go back to the queue at once for another replica,
   * no new connection is accepted, running requests get up to SHUTDOWN_GRACE_SECONDS to finish, then the
   * database is closed.
   */
  close(): Promise<void>;
};

/**
 * How long a client may take, so a slow or stalled one cannot hold connections: the headers within
 * HTTP_HEADERS_TIMEOUT_SECONDS, the whole request (the largest upload on a slow line) within
 * HTTP_REQUEST_TIMEOUT_SECONDS; Node answers 408 and closes. An idle keep-alive connection closes after
 * HTTP_KEEP_ALIVE_TIMEOUT_SECONDS. Node checks every connection on an interval
 * (30 s by default), which here is a fraction of the headers' time so the limits hold as set.
 */
export function httpServerOptions(env: Env): ServerOptions {
  const headersTimeout = env.HTTP_HEADERS_TIMEOUT_SECONDS * 1000;
  return {
    headersTimeout,
    requestTimeout: env.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
    keepAliveTimeout: env.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    connectionsCheckingInterval: Math.min(5_000, Math.max(100, Math.floor(headersTimeout / 4))),
  };
}

/** The database, migrated, with the first admin (and the demo content when asked for); closed again if that fails. */
async function openDatabase(
  options: StartOptions,
  logger: Logger,
  storage: FileStorage,
): Promise<{
  database: DatabaseHandle;
  outage: DatabaseOutage;
  adminPassword: () => Promise<AdminPasswordNotice>;
}> {
  const { env } = options;
  // A stopped database breaks every connection of the pool at once: said once, with its recovery.
  const database = createDatabase(env, {
    embeddedTemplate: options.databaseTemplate,
    onConnectionError: (error) =>
      outage.report(error) || logger.warn({ err: error.message }, 'database connection lost; reconnecting'),
  });
  const outage = watchDatabaseOutages(logger, () => database.db.execute(sql`SELECT 1`));
  let adminPassword: () => Promise<AdminPasswordNotice>;
  try {
    await database.migrate();
    adminPassword = (await bootstrapAdmin(database.db, env)).notice;
    if (env.seedDemo) await seedDemoContent(database.db, storage, logger);
  } catch (error) {
    outage.stop();
    await database.close();
    throw error;
  }
  if (database.driver === 'postgres' && env.appSecretFromFile) {
    logger.warn(
      'APP_SECRET is not set: every replica needs the same APP_SECRET or tokens will not carry over',
    );
  }
  return { database, outage, adminPassword };
}

/**
 * What every replica hears from the others through the database: the sessions cache, the discussion's
 * and the bells' fan-outs and the ready answers, all listening. If either cannot listen, neither is left listening and the database is closed.
 */
async function startListening(database: DatabaseHandle, outage: DatabaseOutage, logger: Logger) {
  const sessions = createSessions(database);
  const discussion = createDiscussionFeed(database, {
    relays: [answersRelay(database.db)],
    onError: (error) =>
      logger.warn({ event: 'discussion_change_unread', err: logSafe(error) }, 'streams will catch up'),
  });
  const notificationFeed = createNotificationFeed(database, {
    onError: (error) =>
      logger.warn({ event: 'notification_change_unread', err: logSafe(error) }, 'a bell missed a change'),
  });
  const hot = createHotAnswers(database);
  try {
    await sessions.start();
    await discussion.start();
    await notificationFeed.start();
    await hot.start();
  } catch (error) {
    outage.stop();
    await hot.stop();
    await notificationFeed.close();
    await sessions.stop();
    await database.close();
    throw error;
  }
  return { sessions, discussion, notificationFeed, hot };
}

function listen(server: Server, env: Env): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(env.PORT, env.HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** The address to open in a browser: localhost for a server listening on every interface. */
function browserAddress(server: Server, env: Env): { url: string; port: number } {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  return { url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`, port };
}

/**
 * Takes the web build, opens and migrates the database, creates the first admin if needed, and listens on
 * HOST:PORT.
 */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { env } = options;
  const logger = options.logger ?? createLogger(env);
  // Asks for Tesseract's version in a process of its own while the database opens; never rejects.
  const ocrChecked = checkOcrAvailable(logger);
  // First, so a start that cannot have a whole build fails before it opens anything.
  const webApp = await loadWebApp(env.WEB_DIST, { logger, waitSeconds: options.webBuildWaitSeconds });
  const storage = options.storage ?? createStorage(env.storage);
  const { database, outage, adminPassword } = await openDatabase(options, logger, storage);
  // `pnpm backup` and `restore` must not open the embedded database while this server does.
  const unmark = database.driver === 'pglite' ? await markServing(env.DATA_DIR) : null;
  const { sessions, discussion, notificationFeed, hot } = await startListening(database, outage, logger);
  const metrics = createMetrics(database);
  const ocrAvailable = await ocrChecked;
  const background = deferredBackgroundWork({
    env,
    db: database.db,
    storage,
    logger,
    metrics,
    ocrAvailable,
    outage,
  });
  const app = createApp({
    env,
    db: database.db,
    sessions,
    discussion,
    notificationFeed,
    hot,
    logger,
    storage,
    metrics,
    onTaskQueued: background.kick,
    ocrAvailable,
    contractViolations: options.contractViolations,
    draining: background.draining,
    databaseOutage: outage,
    webApp,
  });
  // What a start that fails part way must stop before it gives up.
  const stopStarted = async () => {
    outage.stop();
    await background.drain();
    await discussion.close();
    await notificationFeed.close();
    await hot.stop();
    await sessions.stop();
    // What answers did not wait for (a download's counts) is written before the database closes.
    await writesBehind(database.db).settled();
    await database.close();
  };
  const server = createServer(httpServerOptions(env), getRequestListener(app.fetch));
  await listen(server, env).catch(async (error: unknown) => {
    await stopStarted();
    throw error;
  });

  const metricsListener = env.METRICS_PORT
    ? await startMetricsListener(metrics, env.METRICS_HOST, env.METRICS_PORT).catch(
        async (error: unknown) => {
          server.close();
          await stopStarted();
          throw error;
        },
      )
    : null;

  const { url, port } = browserAddress(server, env);
  logger.info({ url, database: database.driver }, 'server listening');
  background.startSoon();
  const statistics = keepStatistics(
    database,
    (error) =>
      logger.warn({ event: 'analyze_failed', err: logSafe(error) }, 'could not gather table statistics'),
    BACKGROUND_START_DELAY_MS,
  );
  const adminPasswordNotice = await adminPassword().catch(async (error: unknown) => {
    metricsListener?.close();
    server.close();
    await background.drain();
    await statistics.stop();
    await stopStarted();
    throw error;
  });

  return {
    url,
    port,
    adminPassword: adminPasswordNotice,
    close: () =>
      stopServer({
        env,
        logger,
        server,
        metricsListener,
        background,
        statistics,
        listening: { sessions, discussion, notificationFeed, hot },
        outage,
        database,
        unmark,
      }),
  };
}

/** What a listening server holds, for `stopServer`. */
type Holdings = {
  env: Env;
  logger: Logger;
  server: Server;
  metricsListener: Server | null;
  background: ReturnType<typeof deferredBackgroundWork>;
  statistics: ReturnType<typeof keepStatistics>;
  listening: Awaited<ReturnType<typeof startListening>>;
  outage: DatabaseOutage;
  database: DatabaseHandle;
  unmark: (() => Promise<void>) | null;
};

/** RunningServer's `close`, in the order its comment gives. */
async function stopServer(held: Holdings): Promise<void> {
  const { server, listening, database } = held;
  const jobsHandedBack = held.background.drain();
  const forceClose = setTimeout(() => {
    server.closeAllConnections();
  }, held.env.SHUTDOWN_GRACE_SECONDS * 1000);
  const statisticsStopped = held.statistics.stop();
  held.metricsListener?.close();
  // Open streams end now rather than hold the stop: their clients reconnect to another replica.
  const streamsEnded = Promise.all([listening.discussion.close(), listening.notificationFeed.close()]);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  clearTimeout(forceClose);
  await jobsHandedBack;
  await streamsEnded;
  await statisticsStopped;
  await listening.hot.stop();
  await listening.sessions.stop();
  held.outage.stop();
  await writesBehind(database.db).settled();
  await database.close();
  await held.unmark?.();
  held.logger.info('server stopped');
}
