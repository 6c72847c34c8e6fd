// The pieces the throughput benchmark runs as separate processes, as a deployment would: production servers
// (`tsx src/main.ts`, or the build, dist/main.js, as `pnpm start` runs it), a throw-away PostgreSQL cluster and
// HAProxy from deploy/haproxy.cfg.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../src/test-support/free-port.ts';

const apiDir = join(import.meta.dirname, '..');
const repoDir = join(apiDir, '..', '..');

/** Waits until `url` answers 200, or fails after `timeoutMs`. */
export async function waitFor(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: the process exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Waits until no background job is waiting or running, as the server's own metrics tell (GET /api/metrics with
 * `metricsToken`, the queue's depth read from the database), or fails after `timeoutMs`. A server started on the
 * demo department reads the text of its 70 exams first; a measurement taken meanwhile measures that work too.
 */
export async function waitForQuietQueue(url: string, metricsToken: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${url}/api/metrics`, {
      headers: { authorization: `Bearer ${metricsToken}` },
    });
    if (!response.ok) throw new Error(`${url}/api/metrics answered ${response.status}`);
    const queued = (await response.text())
      .split('\n')
      .filter((line) => line.startsWith('pastexam_jobs{'))
      .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
    if (queued === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url}: background jobs were still queued after ${timeoutMs} ms`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

/** How long a server may take to start: BENCH_START_TIMEOUT_S, for a machine busy with other work; 120 s unless set. */
const START_TIMEOUT_MS = 1000 * Number(process.env.BENCH_START_TIMEOUT_S ?? 120);

export type Replica = {
  url: string;
  startMs: number;
  /** The server's process id; undefined for one that failed to spawn. */
  pid?: number | undefined;
  stop: () => Promise<void>;
};

export type StartOptions = {
  /**
   * Runs the build (dist/main.js, as `pnpm start` does; `pnpm bench` builds it first) rather than the sources
   * through tsx's loader. False unless given.
   */
  compiled?: boolean;
};

const COMPILED_ENTRY = join(apiDir, 'dist', 'main.js');

/** A production server started as README starts it, ready when GET /api/config answers. */
export async function startReplica(
  env: Record<string, string>,
  options: StartOptions = {},
): Promise<Replica> {
  if (options.compiled && !existsSync(COMPILED_ENTRY))
    throw new Error(`${COMPILED_ENTRY} is missing: run pnpm --filter @pastexam/api build first`);
  const port = await freePort();
  const started = performance.now();
  // Node with tsx's loader resolved from apps/api, or the build.
  // BENCH_CPU_PROF_DIR: each server writes a V8 CPU profile there as it stops (read by bench/cpu-profile.ts).
  const profileDir = process.env.BENCH_CPU_PROF_DIR;
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const entry = options.compiled ? [COMPILED_ENTRY] : ['--import', 'tsx', 'src/main.ts'];
  const child = spawn(process.execPath, [...profile, ...entry], {
    cwd: apiDir,
    env: { ...process.env, LOG_LEVEL: 'silent', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/config`, START_TIMEOUT_MS, child);
  return { url, startMs: performance.now() - started, pid: child.pid, stop: () => stopChild(child) };
}

/** A process's CPU time so far (user + system, ms) and resident memory (MB), from /proc; null where there is none. */
export function processUsage(pid: number | undefined): { cpuMs: number; rssMb: number } | null {
  if (pid === undefined) return null;
  try {
    // Fields after the command's name, which is in parentheses and may hold spaces: utime and stime are the
    // 12th and 13th, in clock ticks (100 a second on Linux).
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return { cpuMs: ticks * 10, rssMb: Number(rss ?? 0) / 1024 };
  } catch {
    return null;
  }
}

function hasCommand(name: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Runs a PostgreSQL command as the postgres user when we are root (initdb refuses root). */
function asPostgres(command: string, args: string[]) {
  const root = process.getuid?.() === 0;
  return root
    ? spawn('runuser', ['-u', 'postgres', '--', command, ...args], { cwd: '/' })
    : spawn(command, args);
}

async function run(command: string, args: string[]): Promise<void> {
  const child = asPostgres(command, args);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
}

export type Postgres = { url: string; stop: () => Promise<void> };

/** BENCH_DATABASE_URL (an empty database), or a throw-away cluster when PostgreSQL's tools are installed. */
export async function startPostgres(): Promise<Postgres | null> {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) return { url: given, stop: async () => {} };
  if (!hasCommand('initdb') || !hasCommand('pg_ctl')) return null;
  const dir = mkdtempSync(join(tmpdir(), 'pastexam-bench-pg-'));
  chmodSync(dir, 0o700);
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  await run('initdb', ['-D', join(dir, 'data'), '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  await run('pg_ctl', [
    '-D',
    join(dir, 'data'),
    '-w',
    '-l',
    join(dir, 'log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ]);
  await run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'bench']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/bench`,
    stop: async () => {
      await run('pg_ctl', ['-D', join(dir, 'data'), '-m', 'fast', '-w', 'stop']).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** HAProxy with deploy/haproxy.cfg in front of two replicas; null when HAProxy is not installed. */
export async function startBalancer(replicas: [string, string]): Promise<Replica | null> {
  if (!hasCommand('haproxy')) return null;
  const port = await freePort();
  const started = performance.now();
  const child = spawn('haproxy', ['-db', '-f', join(repoDir, 'deploy', 'haproxy.cfg')], {
    env: {
      ...process.env,
      PASTEXAM_LB_BIND: `127.0.0.1:${port}`,
      PASTEXAM_REPLICA_1: replicas[0].replace('http://', ''),
      PASTEXAM_REPLICA_2: replicas[1].replace('http://', ''),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/config`, 15_000, child);
  return { url, startMs: performance.now() - started, stop: () => stopChild(child) };
}

export type PostgresDeployment = {
  /** The database every replica shares, for a benchmark that prepares its data directly. */
  databaseUrl: string;
  /** Starts one more replica; replicas start one at a time (the first seeds the demo department). */
  start(): Promise<Replica>;
  /** HAProxy in front of two replicas, or null (said on the console) when HAProxy is not installed. */
  balance(replicas: [Replica, Replica]): Promise<Replica | null>;
};

/**
 * Runs `use` on a deployment of one PostgreSQL and one file store that every replica shares, as a deployment
 * shares one bucket (here a directory all can reach); stops and removes everything after it. Says so on the
 * console, and runs nothing, when there is no PostgreSQL.
 */
export async function onPostgres(
  env: Record<string, string>,
  use: (deployment: PostgresDeployment) => Promise<void>,
  options: StartOptions = {},
): Promise<void> {
  const postgres = await startPostgres();
  if (!postgres) {
    console.log('\nPostgreSQL: skipped (no initdb/pg_ctl and no BENCH_DATABASE_URL)');
    return;
  }
  const filesDir = mkdtempSync(join(tmpdir(), 'pastexam-bench-'));
  const started: Replica[] = [];
  const balancers: Replica[] = [];
  try {
    await use({
      databaseUrl: postgres.url,
      async start() {
        const replica = await startReplica(
          { ...env, DATABASE_URL: postgres.url, DATA_DIR: filesDir },
          options,
        );
        started.push(replica);
        return replica;
      },
      async balance([one, two]) {
        const balancer = await startBalancer([one.url, two.url]);
        if (!balancer)
          console.log(
            '\nPostgreSQL, two servers: skipped (HAProxy is not installed: apt-get install haproxy)',
          );
        else balancers.push(balancer);
        return balancer;
      },
    });
  } finally {
    for (const running of [...balancers, ...started]) await running.stop();
    await postgres.stop();
    rmSync(filesDir, { recursive: true, force: true });
  }
}
