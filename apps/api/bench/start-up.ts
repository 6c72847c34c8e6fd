// `pnpm bench`, start and stop: how long a production server takes from its process's start to GET /api/ready
// answering 200 (a fresh data directory with the demo, then that directory again), from README's command on a
// built checkout, and from SIGTERM to its exit; then whether it can start again on the same port at once.
// Each is measured for the server run from source through tsx (as it started before it was compiled) and from
// its build (dist/main.js), in one run, so the ratio holds on a busy machine. Prints; asserts nothing.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recordFigures } from '@pastexam/bench-results';
import { freePort } from '../src/test-support/free-port.ts';
import { readmeStartCommand } from '../src/testing/readme-commands.ts';
import { percentile } from './percentile.ts';

const apiDir = join(import.meta.dirname, '..');
const repoDir = join(apiDir, '..', '..');
const ROUNDS = Number(process.env.BENCH_START_ROUNDS ?? 3);

type Run = { cwd: string; command: string; args: string[] };
const RUNS: Record<string, Run> = {
  'node, from source (tsx)': {
    cwd: apiDir,
    command: process.execPath,
    args: ['--import', 'tsx', 'src/main.ts'],
  },
  'node, compiled (dist/main.js)': { cwd: apiDir, command: process.execPath, args: ['dist/main.js'] },
};

/** README's start on a built checkout, as a shell runs it from the repository's root. */
function readmeCommand(): Run {
  return { cwd: repoDir, command: 'sh', args: ['-c', readmeStartCommand()] };
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/** Starts `run` on `port` with `dataDir`; resolves with the milliseconds until GET /api/ready answered 200. */
async function startUntilReady(run: Run, env: Record<string, string>) {
  const started = performance.now();
  const child = spawn(run.command, run.args, {
    cwd: run.cwd,
    detached: true,
    env: { ...process.env, LOG_LEVEL: 'silent', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${env.PORT}/api/ready`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${run.args.join(' ')} exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { child, readyMs: performance.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** SIGTERM to the process group (the shell, npm and the server), and the milliseconds until the server exited. */
async function stop(child: ChildProcess): Promise<number> {
  const started = performance.now();
  if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
  const killer = setTimeout(() => child.pid !== undefined && process.kill(-child.pid, 'SIGKILL'), 30_000);
  await exited(child);
  clearTimeout(killer);
  return performance.now() - started;
}

type Figures = { fresh: number[]; existing: number[]; readme: number[]; stop: number[]; restart: string[] };

async function measure(run: Run, figures: Figures, withReadme: boolean) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pastexam-bench-start-'));
  const env = { PORT: String(await freePort()), DATA_DIR: dataDir, ADMIN_PASSWORD: 'bench-start-pass' };
  try {
    const fresh = await startUntilReady(run, env);
    figures.fresh.push(fresh.readyMs);
    figures.stop.push(await stop(fresh.child));
    // At once on the same port: a stop that leaves the port taken fails this start.
    const again = await startUntilReady(run, env).then(
      (started) => ({ started, failed: null }),
      (error: unknown) => ({ started: null, failed: String(error) }),
    );
    figures.restart.push(again.failed ?? 'ok');
    if (again.started) {
      figures.existing.push(again.started.readyMs);
      figures.stop.push(await stop(again.started.child));
    }
    if (withReadme) {
      const readme = await startUntilReady(readmeCommand(), env);
      figures.readme.push(readme.readyMs);
      await stop(readme.child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const medianSeconds = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  ) / 1000;
const median = (values: number[]) => (values.length ? `${medianSeconds(values).toFixed(2)} s` : '—');

/** The production start (the compiled server) is what the speed issue's start-up figures are about. */
function record(figures: Figures) {
  const seconds = (values: number[]) => (values.length ? { value: medianSeconds(values) } : undefined);
  const existing = seconds(figures.existing);
  const fresh = seconds(figures.fresh);
  const readme = seconds(figures.readme);
  recordFigures('start-up', {
    ...(existing && { 'start-existing': { ...existing, detail: 'dist/main.js' } }),
    ...(fresh && { 'start-fresh': { ...fresh, detail: 'dist/main.js' } }),
    ...(readme && { 'start-existing-readme': readme }),
  });
}

console.log(`\nstart and stop (median of ${ROUNDS}; README's command runs the root start script as it is)`);
for (const [name, run] of Object.entries(RUNS)) {
  const figures: Figures = { fresh: [], existing: [], readme: [], stop: [], restart: [] };
  const last = name === Object.keys(RUNS).at(-1);
  for (let round = 0; round < ROUNDS; round += 1) await measure(run, figures, last);
  console.log(
    `${name.padEnd(30)} ready: existing ${median(figures.existing)}, fresh with demo ${median(figures.fresh)}; ` +
      `SIGTERM to exit ${median(figures.stop)}; restart on the same port: ${figures.restart.join(', ')}`,
  );
  if (last) {
    console.log(`${"README's command (existing)".padEnd(30)} ready: ${median(figures.readme)}`);
    record(figures);
  }
}
