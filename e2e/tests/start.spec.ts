import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/test.ts';

// README's start command on a clone that is already built (the test command builds before the e2e specs run):
// a short, calm start that ends with the URL, and a clean stop on Ctrl-C.

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const URL_LINE = /考古題系統已啟動：(http:\/\/\S+)/;

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

function collectOutput(child: ChildProcess): () => string {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  return () => output;
}

test('pnpm start prints a short start ending in the URL, and stops on Ctrl-C with exit 0 and a goodbye', async () => {
  test.setTimeout(180_000);
  const port = await freePort();
  // Its own process group, as a terminal's foreground job is: Ctrl-C reaches pnpm, turbo's shell and the server.
  const child = spawn('pnpm', ['start'], {
    cwd: repoRoot,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'pastexam-start-')),
      SEED_DEMO: 'false',
      ADMIN_PASSWORD: 'start-check-password',
    },
  });
  const output = collectOutput(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    await expect.poll(() => URL_LINE.test(output()), { timeout: 150_000 }).toBe(true);
    const lines = output().split('\n');
    const urlLine = lines.findIndex((line) => URL_LINE.test(line));
    expect(urlLine, output()).toBeLessThan(30);
    const url = URL_LINE.exec(lines[urlLine] ?? '')?.[1];
    expect((await fetch(`${url}/`)).status).toBe(200);
  } finally {
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGINT');
  }
  expect(await exited, output()).toBe(0);
  expect(output()).toContain('考古題系統已停止。');
  expect(output()).not.toMatch(/ELIFECYCLE|ERR_PNPM/);
});
