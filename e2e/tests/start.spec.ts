import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readmeStartCommand } from '@pastexam/api/testing';
import { expect, test } from '../support/test.ts';

// README's start command on a clone that is already built (the test command builds before the e2e specs run):
// a short, calm start that ends with the URL, and a clean stop on Ctrl-C.

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const URL_LINE = /考古題系統已啟動：(http:\/\/\S+)/;
const GOODBYE = '考古題系統已停止。';
/** What a terminal draws that is not text: colours, and npm's spinner moving the cursor. */
const TERMINAL_CODES = new RegExp(`${String.fromCharCode(27)}\\[[0-9;?]*[A-Za-z]`, 'g');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** Everything the child wrote, stdout and stderr, as a person would read it. */
function collectOutput(child: ChildProcess): () => string {
  let output = '';
  const add = (chunk: Buffer) => {
    output += chunk.toString('utf8');
  };
  child.stdout?.on('data', add);
  child.stderr?.on('data', add);
  return () => output.replace(TERMINAL_CODES, '').replace(/\r/g, '');
}

const exitCode = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

/** The data directories this file's servers made, removed once its tests are done (each about 40 MB). */
const dataDirs: string[] = [];
test.afterAll(() => {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A fresh data directory and a free port, as a newcomer's first start has. */
async function freshStart() {
  const dataDir = mkdtempSync(join(tmpdir(), 'pastexam-start-'));
  dataDirs.push(dataDir);
  return { PORT: String(await freePort()), DATA_DIR: dataDir };
}

test('pnpm start for a log collector: the URL within 30 lines, JSON after it, and Ctrl-C exits 0 with a goodbye', async () => {
  test.setTimeout(180_000);
  // Its own process group, as a terminal's foreground job is: Ctrl-C reaches pnpm and the server.
  const child = spawn('pnpm', ['start'], {
    cwd: repoRoot,
    detached: true,
    env: { ...process.env, ...(await freshStart()), SEED_DEMO: 'false', ADMIN_PASSWORD: 'start-check-pass' },
  });
  const output = collectOutput(child);
  const exited = exitCode(child);
  try {
    await expect.poll(() => URL_LINE.test(output()), { timeout: 150_000 }).toBe(true);
    const lines = output().split('\n');
    const urlLine = lines.findIndex((line) => URL_LINE.test(line));
    expect(urlLine, output()).toBeLessThan(30);
    const url = URL_LINE.exec(lines[urlLine] ?? '')?.[1];
    expect((await fetch(`${url}/`)).status).toBe(200);
    // Standard output is a pipe here: the server's log is one JSON object a line.
    expect(lines.some((line) => /^\{"level":30,.*"msg":"server listening"/.test(line))).toBe(true);
  } finally {
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGINT');
  }
  expect(await exited, output()).toBe(0);
  expect(output()).toContain(GOODBYE);
  expect(output()).not.toMatch(/ELIFECYCLE|ERR_PNPM/);
});

test('README’s command on a terminal: short lines, the new password framed last, and Ctrl-C exits 0', async () => {
  test.setTimeout(240_000);
  const start = await freshStart();
  // A terminal of its own (util-linux `script`; -e answers the command's own status). A Ctrl-C typed into it
  // reaches the whole foreground job: npm and the server. `script` hands the command to $SHELL -c, and
  // /bin/sh where SHELL is unset (as under CI); a person's interactive shell outlives the Ctrl-C and shows the
  // job's status, which bash -c does too, running the one command in its own place. Dash instead dies of the
  // signal itself, with 130, whatever the job answered.
  const child = spawn('script', ['-qfec', readmeStartCommand(), '/dev/null'], {
    cwd: repoRoot,
    env: { ...process.env, ...start, SHELL: '/bin/bash' },
  });
  const output = collectOutput(child);
  const exited = exitCode(child);
  let block: string[] = [];
  try {
    // The demo department is seeded, as on a newcomer's first start; its text extraction runs meanwhile.
    await expect
      .poll(() => /密碼只會在這裡顯示一次[\s\S]*\n═+\n/.test(output()), { timeout: 200_000 })
      .toBe(true);
    const lines = output().split('\n');
    const closing = lines.findLastIndex((line) => /^═+$/.test(line));
    const opening = lines.findLastIndex((line, index) => index < closing && /^═+$/.test(line));
    block = lines.slice(opening, closing + 1);
    expect(lines.findIndex((line) => URL_LINE.test(line))).toBeLessThan(opening);
    // Short lines, not JSON (turbo's last progress line may share a line with the first of them).
    expect(output()).not.toContain('{"level":');
    expect(output()).toMatch(/\d\d:\d\d:\d\d INFO {2}demo content seeded courses=22 archives=70\n/);
  } finally {
    child.stdin?.write('\u0003');
  }
  expect(await exited, output()).toBe(0);
  expect(output()).toContain(GOODBYE);

  const password = /^ {4}密碼：(\S+)$/m.exec(block.join('\n'))?.[1] ?? '';
  expect(block.join('\n')).toContain(`網址：http://localhost:${start.PORT}`);
  expect(block.join('\n')).toContain('帳號：admin');
  expect(password.length).toBeGreaterThanOrEqual(12);
  const file = join(start.DATA_DIR, 'admin-password.txt');
  expect(block.join('\n')).toContain(file);
  expect(readFileSync(file, 'utf8')).toContain(`密碼：${password}\n`);
  expect(statSync(file).mode & 0o777).toBe(0o600);
  // Nothing of the server's at info came between the block and the stop: it stayed the last thing on screen.
  const after = output().slice(output().lastIndexOf(block.at(-1) ?? '') + (block.at(-1)?.length ?? 0));
  const logged = after.split('\n').filter((line) => /^\d\d:\d\d:\d\d /.test(line));
  expect(
    logged.every((line) => /shutting down|server stopped/.test(line)),
    after,
  ).toBe(true);
});

/** Every file of the builds a start runs, with its inode and modification time: what a rewrite would change. */
function buildFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const dir of ['apps/web/dist', 'apps/api/dist']) {
    for (const entry of readdirSync(join(repoRoot, dir), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const path = join(entry.parentPath, entry.name);
      const { ino, mtimeMs } = statSync(path);
      files.set(path, `${ino}:${mtimeMs}`);
    }
  }
  return files;
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '';
  }
}

/** The command lines of the processes `pid` started, and theirs (Linux's /proc). */
function descendantCommands(pid: number): string[] {
  const parentOf = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The fields after the command's name, which may hold spaces: state, then the parent's pid.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parentOf.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended meanwhile.
    }
  }
  const found: string[] = [];
  const below = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [child, parent] of parentOf) {
      if (below.has(parent) && !below.has(child)) {
        below.add(child);
        grew = true;
        found.push(commandOf(child));
      }
    }
  }
  return found;
}

/** `pnpm start` in its own process group, as a terminal's job; resolves once it prints its URL. */
async function pnpmStart(env: Record<string, string>) {
  const child = spawn('pnpm', ['start'], {
    cwd: repoRoot,
    detached: true,
    env: { ...process.env, ...env, SEED_DEMO: 'false', ADMIN_PASSWORD: 'start-check-pass' },
  });
  const output = collectOutput(child);
  const exited = exitCode(child);
  await expect.poll(() => URL_LINE.test(output()), { timeout: 150_000 }).toBe(true);
  const url = URL_LINE.exec(output())?.[1] ?? '';
  const stop = async () => {
    if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    return exited;
  };
  return { child, output, url, stop };
}

test('pnpm start on a built checkout: two at once write nothing into the builds, both serve the compiled server, and a restart on the same port right after SIGTERM works', async () => {
  test.setTimeout(300_000);
  // Built as a start would build it, once: the test command has built already, so this normally does nothing.
  execFileSync(process.execPath, ['scripts/start.mjs'], { cwd: repoRoot, stdio: 'ignore' });
  const before = buildFiles();
  const [first, second] = await Promise.all([freshStart(), freshStart()]);
  const starts = await Promise.all([pnpmStart(first), pnpmStart(second)]);
  let again: Awaited<ReturnType<typeof pnpmStart>> | undefined;
  try {
    for (const start of starts) {
      expect((await fetch(`${start.url}/`)).status).toBe(200);
      expect(descendantCommands(start.child.pid ?? 0)).toContain('node dist/main.js');
    }
    expect(buildFiles()).toEqual(before);
    // SIGTERM with nothing in flight, then at once the same port and data directory again.
    expect(await starts[0]?.stop()).toBe(0);
    again = await pnpmStart(first);
    expect(again.url).toBe(starts[0]?.url);
    expect((await fetch(`${again.url}/api/ready`)).status).toBe(200);
    expect(again.output()).not.toContain('EADDRINUSE');
  } finally {
    await Promise.all([...starts, ...(again ? [again] : [])].map((start) => start.stop()));
  }
  expect(buildFiles()).toEqual(before);
});
