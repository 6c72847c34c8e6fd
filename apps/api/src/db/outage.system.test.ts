// A database outage under requests, on a real PostgreSQL server of the test's own that is stopped and started
// again beneath a listening server: every data request is answered 503 database_unavailable with Retry-After
// and the zh-TW message (never 500 internal_error), the log says so once and its recovery once, however many
// requests failed, and the server answers again by itself once the database is back.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorCatalogue, routes } from '@pastexam/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../http/error-handler.ts';
import { createLogger } from '../logger.ts';
import { type RunningServer, startServer } from '../server.ts';
import { captureLogs } from '../test-support/app.ts';
import { startPostgresCluster } from '../test-support/postgres-cluster.ts';
import { PROCESS_TEST_TIMEOUT_MS } from '../test-support/processes.ts';
import { type ApiClient, createHttpClient } from '../testing/index.ts';

const ADMIN_PASSWORD = 'outage-admin-password';

let cluster: Awaited<ReturnType<typeof startPostgresCluster>>;
let dataDir: string;
let server: RunningServer;
let client: ApiClient;
let token: string;
const logs = captureLogs();

beforeAll(async () => {
  cluster = await startPostgresCluster();
  dataDir = await mkdtemp(join(tmpdir(), 'pastexam-outage-'));
  const env = loadEnv({
    DATA_DIR: dataDir,
    DATABASE_URL: cluster.url,
    HOST: '127.0.0.1',
    PORT: '0',
    WEB_DIST: join(dataDir, 'web-dist'),
    ADMIN_PASSWORD,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
  });
  server = await startServer({ env, logger: createLogger(env, logs.stream) });
  client = createHttpClient(server.url);
  token = (await client.output(routes.auth.login, { body: { username: 'admin', password: ADMIN_PASSWORD } }))
    .access_token;
}, PROCESS_TEST_TIMEOUT_MS);
afterAll(async () => {
  await server?.close();
  await cluster?.remove();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}, PROCESS_TEST_TIMEOUT_MS);

/** The log's lines as objects. */
const logLines = () =>
  logs
    .text()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string; event?: string });

/** Data requests of several kinds: a signed-in list, the signed-in user, a sign-in. */
const dataRequests = () => [
  client.call(routes.courses.listCourses, {}, { token }),
  client.call(routes.users.me, {}, { token }),
  client.call(routes.auth.login, { body: { username: 'admin', password: 'not-the-password' } }),
];

describe('while the database is stopped', () => {
  it(
    'answers 503 database_unavailable with Retry-After, logs it once, and recovers by itself',
    async () => {
      expect((await client.call(routes.courses.listCourses, {}, { token })).status).toBe(200);
      await cluster.stop();

      // Seconds of requests: the job worker polls and the outage's probe asks meanwhile.
      const answers = [];
      const until = Date.now() + 4_000;
      while (Date.now() < until) answers.push(...(await Promise.all(dataRequests())));
      expect(answers.length).toBeGreaterThan(10);
      for (const answer of answers) {
        expect(answer).toMatchObject({
          status: 503,
          body: { code: 'database_unavailable', detail: '暫時無法連線，請稍後再試' },
        });
      }
      expect(errorCatalogue.database_unavailable.message).toBe('暫時無法連線，請稍後再試');
      const raw = await client.raw(routes.courses.listCourses, {}, { token });
      expect(raw.status).toBe(503);
      expect(raw.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS));

      await cluster.start();
      await expect
        .poll(async () => (await client.call(routes.courses.listCourses, {}, { token })).status, {
          timeout: 30_000,
          interval: 200,
        })
        .toBe(200);
      await expect
        .poll(() => logLines().filter((line) => line.event === 'database_reachable').length, {
          timeout: 10_000,
        })
        .toBe(1);

      const lines = logLines();
      expect(lines.filter((line) => line.event === 'database_unreachable')).toHaveLength(1);
      expect(lines.filter((line) => line.msg === 'unhandled error')).toEqual([]);
      // Error-level lines (pino's 50 and above): the outage's one, nothing per request.
      expect(lines.filter((line) => line.level >= 50).map((line) => line.msg)).toEqual([
        'database unreachable; answering 503 until it is back',
      ]);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
