import { createServer, type ServerOptions } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { createApp } from './app.ts';
import { seedDemoContent } from './archives/demo-seed.ts';
import { createSessions } from './auth/sessions.ts';
import { markServing } from './backup/lock.ts';
import { createDatabase } from './db/client.ts';
import { watchDatabaseOutages } from './db/outage.ts';
import { createDiscussionFeed } from './discussion/feed.ts';
import type { Env } from './env.ts';
import type { ApiRouter } from './http/register.ts';
import { jobLanes, periodicJobs } from './jobs/lanes.ts';
import { logSafe } from './jobs/log-safe.ts';
import { startSchedule } from './jobs/schedule.ts';
import { startJobWorker } from './jobs/worker.ts';
import { createLogger } from './logger.ts';
import { startMetricsListener } from './metrics/http.ts';
import { createMetrics } from './metrics/metrics.ts';
import { checkOcrAvailable } from './search/extract/tesseract.ts';
import { createStorage, type FileStorage } from './storage/index.ts';
import { ensureAdmin } from './users/admin-bootstrap.ts';

export type StartOptions = {
  env: Env;
  logger?: Logger;
  /** What an answer the contract does not declare becomes; see ApiRouter. `fail` unless said otherwise. */
  contractViolations?: ApiRouter['contractViolations'];
  /** Where archive files live; the store the environment names unless given (tests wrap it to inject faults). */
  storage?: FileStorage;
  /** Where the one-time admin password goes; the console by default, never the log. */
  print?: (text: string) => void;
};

export type RunningServer = {
  /** The address to open in a browser, e.g. http://localhost:3000. */
  url: string;
  port: number;
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

/** Opens and migrates the database, creates the first admin if needed, and listens on HOST:PORT. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { env } = options;
  const logger = options.logger ?? createLogger(env);
  const storage = options.storage ?? createStorage(env.storage);
  // A stopped database breaks every connection of the pool at once: said once, with its recovery.
  const database = createDatabase(env, {
    onConnectionError: (error) =>
      outage.report(error) || logger.warn({ err: error.message }, 'database connection lost; reconnecting'),
  });
  const outage = watchDatabaseOutages(logger, () => database.db.execute(sql`SELECT 1`));
  try {
    await database.migrate();
    await ensureAdmin(database.db, env, options.print ?? ((text) => process.stdout.write(`${text}\n`)));
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

  // `pnpm backup` and `restore` must not open the embedded database while this server does.
  const unmark = database.driver === 'pglite' ? await markServing(env.DATA_DIR) : null;
  const sessions = createSessions(database);
  const discussion = createDiscussionFeed(database, {
    onError: (error) =>
      logger.warn({ event: 'discussion_change_unread', err: logSafe(error) }, 'streams will catch up'),
  });
  try {
    await sessions.start();
    await discussion.start();
  } catch (error) {
    outage.stop();
    await sessions.stop();
    await database.close();
    throw error;
  }
  const metrics = createMetrics(database);
  const ocrAvailable = await checkOcrAvailable(logger);
  const worker = startJobWorker({
    db: database.db,
    logger,
    lanes: jobLanes({ env, db: database.db, storage, logger, metrics, ocrAvailable }),
    onJobDone: metrics.job,
    databaseOutage: outage,
  });
  const schedule = startSchedule({ db: database.db, logger, jobs: periodicJobs, onQueued: worker.kick });
  let draining = false;
  const app = createApp({
    env,
    db: database.db,
    sessions,
    discussion,
    logger,
    storage,
    metrics,
    onTaskQueued: worker.kick,
    ocrAvailable,
    contractViolations: options.contractViolations,
    draining: () => draining,
    databaseOutage: outage,
  });
  // What a start that fails part way must stop before it gives up.
  const stopStarted = async () => {
    outage.stop();
    await schedule.stop();
    await worker.stop();
    await discussion.close();
    await sessions.stop();
    await database.close();
  };
  const server = createServer(httpServerOptions(env), getRequestListener(app.fetch));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(env.PORT, env.HOST, () => {
      server.off('error', reject);
      resolve();
    });
  }).catch(async (error: unknown) => {
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

  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  logger.info({ url, database: database.driver }, 'server listening');
  // PGlite has no autovacuum: the statistics its planner needs to use the search index are gathered once at
  // start, beside the first requests (PostgreSQL gathers its own).
  const analyzed =
    database.driver === 'pglite'
      ? database.db.execute(sql`ANALYZE`).then(
          () => undefined,
          (error: unknown) =>
            logger.warn(
              { event: 'analyze_failed', err: logSafe(error) },
              'could not gather table statistics',
            ),
        )
      : Promise.resolve();

  return {
    url,
    port,
    async close() {
      draining = true;
      const forceClose = setTimeout(() => {
        server.closeAllConnections();
      }, env.SHUTDOWN_GRACE_SECONDS * 1000);
      const jobsHandedBack = schedule.stop().then(() => worker.stop());
      metricsListener?.close();
      // Open discussion streams end now rather than hold the stop: their clients reconnect to another replica.
      const streamsEnded = discussion.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      clearTimeout(forceClose);
      await jobsHandedBack;
      await streamsEnded;
      await analyzed;
      await sessions.stop();
      outage.stop();
      await database.close();
      await unmark?.();
      logger.info('server stopped');
    },
  };
}
