// Two production servers of the product on one PostgreSQL database, started by a spec itself (the suite's own
// server runs on the embedded database): `pnpm --filter @pastexam/api start`'s command, the compiled server,
// each on a port of its own, sharing the database, the files directory and APP_SECRET, as replicas behind a
// balancer do.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createScratchDatabase } from '@pastexam/api/testing';
import { admin, geminiUrl } from './env.ts';
import { test } from './test.ts';

const apiDir = fileURLToPath(new URL('../../apps/api/', import.meta.url));
/** What the server prints once it listens (apps/api/src/main.ts). */
const STARTED = '考古題系統已啟動：';

export type Replicas = { urls: [string, string]; stop(): Promise<void> };

/**
 * The environment of a production server of a spec's own over `DATA_DIR` (and `DATABASE_URL` when given): a
 * free loopback port, the suite's administrator, no demo content, quiet logs, and no reading of uploads' text,
 * which would take the cores the browsers need.
 */
export function replicaEnv(storage: { DATA_DIR: string; DATABASE_URL?: string }): Record<string, string> {
  return {
    DATABASE_URL: '',
    APP_SECRET: randomBytes(32).toString('hex'),
    HOST: '127.0.0.1',
    PORT: '0',
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    GEMINI_BASE_URL: geminiUrl,
    JOB_WORKER_CONCURRENCY: '0',
    ...storage,
  };
}

/**
 * A production server started as `pnpm --filter @pastexam/api start` starts it (the build the suite's own server
 * runs, which turbo makes before the suite: no TypeScript compiled on the spot), once it listens.
 */
export function startReplica(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code, signal) => reject(new Error(`a replica exited first (${code ?? signal})`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      if (line.startsWith(STARTED)) resolve({ url: line.slice(STARTED.length), child });
    });
  });
}

/**
 * Two replicas on a fresh database of the PostgreSQL server `serverUrl` names (TEST_DATABASE_URL), with the
 * suite's administrator; `stop` stops both (SIGTERM, as a deployment does) and drops the database. `overrides`
 * change their environment (a spec that needs uploads' text read gives them a job worker).
 */
export async function startReplicas(
  serverUrl: string,
  overrides: Record<string, string> = {},
): Promise<Replicas> {
  const database = await createScratchDatabase(serverUrl, 'pastexam_e2e');
  const dataDir = await mkdtemp(join(tmpdir(), 'pastexam-e2e-replicas-'));
  // One environment for both, so they share the database, the files and APP_SECRET.
  const env = { ...replicaEnv({ DATA_DIR: dataDir, DATABASE_URL: database.url }), ...overrides };
  const started: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(
      started.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    // One after the other: the first migrates the new database, the second finds it migrated.
    const first = await startReplica(env);
    started.push(first.child);
    const second = await startReplica(env);
    started.push(second.child);
    return { urls: [first.url, second.url], stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The PostgreSQL server that TEST_DATABASE_URL names, for a spec's two replicas to share. Without it the spec is
 * skipped, saying why, except in CI, which always sets it (.ci/run) and fails instead.
 */
export function replicasDatabaseServer(): string {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return serverUrl;
  const reason = 'TEST_DATABASE_URL is not set: two replicas need a PostgreSQL server to share';
  if (process.env.CI) throw new Error(`${reason} (CI always sets it, see .ci/run)`);
  test.skip(true, reason);
  throw new Error(reason);
}
