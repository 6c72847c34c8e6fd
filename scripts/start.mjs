// @ts-check
// The root start script (`npm start`, `pnpm start`), before the server: makes sure the web app and the server
// are built from the sources as they are, without touching a build that already is. turbo's dry run gives each
// build's hash (of its sources and everything it depends on) without writing anything, and every build leaves
// the hash it was made for in its output (scripts/build-stamp.mjs). When both match, nothing is built or
// rewritten, so a server already serving apps/web/dist from this checkout is left alone; otherwise turbo builds
// (or replays its cache) once, while other starts from this checkout wait for it rather than build beside it.
// Plain JavaScript, so that it runs at once, without a compiler. Exits non-zero when the build fails.
import { execFileSync, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { BUILD_STAMP } from './build-stamp.mjs';

const root = join(import.meta.dirname, '..');
/** The builds a start needs, by package, and the directory each leaves its stamp in. */
const BUILDS = { '@pastexam/web': 'apps/web/dist', '@pastexam/api': 'apps/api/dist' };
const LOCK = join(root, 'node_modules', '.pastexam-start-build.lock');
const turbo = createRequire(import.meta.url).resolve('turbo/bin/turbo');
const filters = Object.keys(BUILDS).map((name) => `--filter=${name}`);

/**
 * How to run the build: turbo runs each package's build script through pnpm. README's start (`npm start`, after
 * an install through npx) leaves no pnpm on the PATH, so the build then borrows the pinned one through npx, which
 * puts it there for turbo. A start on a built checkout never gets here.
 * @returns {[string, string[]]}
 */
function buildCommand() {
  const args = ['run', 'build', ...filters, '--output-logs=errors-only'];
  const path = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  if (path.some((dir) => existsSync(join(dir, 'pnpm')))) return [process.execPath, [turbo, ...args]];
  /** @type {{ packageManager: string }} */
  const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return ['npx', ['-y', packageManager, 'exec', 'turbo', ...args]];
}

/** @param {string} dir @returns {string | null} the hash the build in `dir` was made for, if it is whole */
function stampOf(dir) {
  try {
    return readFileSync(join(root, dir, BUILD_STAMP), 'utf8').trim();
  } catch {
    return null;
  }
}

/** The builds whose output is not the one turbo would make from the sources now. */
function outOfDate() {
  const dry = execFileSync(process.execPath, [turbo, 'run', 'build', ...filters, '--dry=json'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  /** @type {{ tasks: { taskId: string; hash: string }[] }} */
  const plan = JSON.parse(dry);
  return Object.entries(BUILDS)
    .filter(
      ([name, dir]) => plan.tasks.find((task) => task.taskId === `${name}#build`)?.hash !== stampOf(dir),
    )
    .map(([name]) => name);
}

/** @param {number} pid */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

/** Takes this checkout's build lock; one left by a start that died is taken over. */
async function lock() {
  for (;;) {
    try {
      const fd = openSync(LOCK, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return;
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
    }
    const holder = Number(readFileSync(LOCK, 'utf8').trim() || Number.NaN);
    if (Number.isInteger(holder) && !alive(holder)) rmSync(LOCK, { force: true });
    else await sleep(500);
  }
}

if (outOfDate().length > 0) {
  await lock();
  try {
    // Another start may have built while this one waited for the lock.
    if (outOfDate().length > 0) {
      const [command, args] = buildCommand();
      const built = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
      if (built.status !== 0) process.exit(built.status ?? 1);
    }
  } finally {
    rmSync(LOCK, { force: true });
  }
}
