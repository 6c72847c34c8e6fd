// `pnpm bench`: measures the server as a client sees it, on loopback, with bounded request counts.
// Prints requests per second and latency percentiles per scenario; asserts nothing.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routes } from '@pastexam/api-contract';
import pino from 'pino';
import { loadEnv } from '../src/env.ts';
import { startServer } from '../src/server.ts';
import { createHttpClient, startFakeGemini } from '../src/testing/index.ts';
import { benchAiExam, benchGeminiKey } from './ai-exam.ts';
import { archiveScenarios, type Scenario } from './archives.ts';
import { benchHealthUnderUpload } from './pdf-pressure.ts';
import { percentile } from './percentile.ts';

const CONCURRENCY = 20;

async function run({ name, requests, send, concurrency = CONCURRENCY }: Scenario) {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        next += 1;
        const t0 = performance.now();
        const response = await send();
        await response.arrayBuffer();
        if (!response.ok) failures += 1;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
  console.log(
    `${name.padEnd(28)} ${String(requests).padStart(5)} req  ${(requests / seconds).toFixed(0).padStart(6)} req/s  ` +
      `p50 ${fmt(percentile(latencies, 50))}  p95 ${fmt(percentile(latencies, 95))}  p99 ${fmt(percentile(latencies, 99))}` +
      (failures ? `  (${failures} non-2xx)` : ''),
  );
}

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'pastexam-bench-'));
  const gemini = await startFakeGemini({ validKeys: [benchGeminiKey] });
  const password = randomBytes(12).toString('hex');
  const env = loadEnv({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: password,
    LOG_LEVEL: 'silent',
    GEMINI_BASE_URL: gemini.baseUrl,
  });
  const startedAt = performance.now();
  const server = await startServer({ env, logger: pino({ level: 'silent' }) });
  console.log(`start-up (migrate + admin): ${(performance.now() - startedAt).toFixed(0)} ms, ${server.url}`);
  console.log(`database: ${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; ${CONCURRENCY} concurrent clients\n`);

  try {
    const client = createHttpClient(server.url);
    const credentials = { body: { username: 'admin', password } };
    const { access_token } = await client.output(routes.auth.login, credentials);
    const as = { token: access_token };

    await run({ name: 'GET /api/config', requests: 2000, send: () => client.raw(routes.auth.appConfig) });
    await run({ name: 'GET /api/users/me', requests: 2000, send: () => client.raw(routes.users.me, {}, as) });
    await run({
      name: 'GET /api/openapi.json',
      requests: 500,
      send: () => fetch(`${server.url}/api/openapi.json`),
    });
    // scrypt is deliberately slow; few requests suffice. Past the account's free failures, sign-ins of one
    // account from one address are checked one at a time, so eight at once shows what that queue costs.
    for (const concurrency of [2, 8]) {
      await run({
        name: `POST /api/auth/login (scrypt, ${concurrency} at once)`,
        requests: 60,
        concurrency,
        send: () => client.raw(routes.auth.login, credentials),
      });
    }
    for (const scenario of await archiveScenarios(client, access_token)) await run(scenario);
    await benchAiExam(client, access_token);
    await benchHealthUnderUpload(client, access_token, server.url);
  } finally {
    await server.close();
    await gemini.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
