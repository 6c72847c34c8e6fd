import { mkdirSync, mkdtempSync, readdirSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliCompressSync } from 'node:zlib';
import { sealWebBuild } from '@pastexam/api-contract/web-build';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebBuildError } from './http/web-app.ts';
import { createLogger } from './logger.ts';
import { startServer } from './server.ts';
import { captureLogs } from './test-support/app.ts';
import { createTestStorage, type TestStorage } from './test-support/database.ts';
import { serverEnv } from './test-support/server.ts';

/** One build of the web app: its page, and its script with a brotli copy, as `pnpm build` leaves them. */
function buildOf(version: string) {
  const script = `console.log(${JSON.stringify(`考古題 ${version} `.repeat(200))});`;
  return {
    page: `<!doctype html><html><body><div id="root">考古題系統 ${version}</div></body></html>`,
    scriptPath: `/assets/index-${version}.js`,
    script,
  };
}

/** Writes `build` into `dir` as the build's steps do, sealed unless said otherwise. */
function writeBuild(dir: string, build: ReturnType<typeof buildOf>, sealed = true) {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), build.page);
  writeFileSync(join(dir, build.scriptPath), build.script);
  writeFileSync(join(dir, `${build.scriptPath}.br`), brotliCompressSync(build.script));
  if (sealed) sealWebBuild(dir);
}

/** What a browser gets for the page and the script (fetch undoes the brotli encoding, as a browser does). */
async function served(url: string, build: ReturnType<typeof buildOf>) {
  const page = await fetch(`${url}/`, { headers: { accept: 'text/html' } });
  const script = await fetch(`${url}${build.scriptPath}`, { headers: { 'accept-encoding': 'br' } });
  return {
    page: { status: page.status, text: await page.text() },
    script: {
      status: script.status,
      encoding: script.headers.get('content-encoding'),
      text: await script.text(),
    },
  };
}

describe('the web build a server serves', () => {
  let storage: TestStorage;
  let webDist: string;
  beforeAll(async () => {
    storage = await createTestStorage();
  });
  afterAll(() => storage.cleanup());

  const start = (waitSeconds: number, logs = captureLogs()) => {
    const env = serverEnv(storage, { WEB_DIST: webDist });
    return startServer({
      env,
      logger: createLogger(env, logs.stream),
      webBuildWaitSeconds: waitSeconds,
    });
  };

  beforeAll(() => {
    webDist = mkdtempSync(join(tmpdir(), 'pastexam-web-build-'));
  });
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  it('keeps sending the build it started with while another build rewrites, empties and removes WEB_DIST', async () => {
    const first = buildOf('aaa111');
    writeBuild(webDist, first);
    const server = await start(5);
    try {
      const before = await served(server.url, first);
      expect(before.page).toEqual({ status: 200, text: first.page });
      expect(before.script).toMatchObject({ status: 200, encoding: 'br', text: first.script });

      // A turbo cache restore truncates each file where it stands, then writes it again.
      truncateSync(join(webDist, 'index.html'));
      truncateSync(join(webDist, `${first.scriptPath}.br`));
      expect(await served(server.url, first)).toEqual(before);
      // Vite empties the directory, then writes the next build; the prerender rewrites its page.
      for (const entry of readdirSync(webDist)) rmSync(join(webDist, entry), { recursive: true });
      writeBuild(webDist, buildOf('bbb222'), false);
      expect(await served(server.url, first)).toEqual(before);
      rmSync(webDist, { recursive: true });
      expect(await served(server.url, first)).toEqual(before);
    } finally {
      await server.close();
    }
  }, 60_000);

  it('starts on a build being written only once it is whole, and says it waited', async () => {
    const build = buildOf('ccc333');
    writeBuild(webDist, build);
    // Half way through a cache restore: the seal is there, the page not yet written again.
    truncateSync(join(webDist, 'index.html'));
    const logs = captureLogs();
    const starting = start(60, logs);
    // The restore ends once the start has said it waits, or long after a start that does not wait is up.
    const waiting = () => logs.text().includes('waiting for the web build to be complete');
    for (let tries = 0; tries < 100 && !waiting(); tries += 1) await sleep(200);
    writeFileSync(join(webDist, 'index.html'), build.page);
    const server = await starting;
    try {
      const now = await served(server.url, build);
      expect(now.page).toEqual({ status: 200, text: build.page });
      expect(now.script).toMatchObject({ status: 200, encoding: 'br', text: build.script });
      expect(waiting()).toBe(true);
    } finally {
      await server.close();
    }
  }, 90_000);

  it('refuses to start on a build that never becomes whole, or none at all, saying what to do', async () => {
    rmSync(webDist, { recursive: true, force: true });
    writeBuild(webDist, buildOf('ddd444'), false);
    const incomplete = start(1);
    await expect(incomplete).rejects.toThrow(WebBuildError);
    await expect(incomplete).rejects.toThrow(/網頁建置不完整.*\.build-seal\.json 不存在.*pnpm build/);

    rmSync(webDist, { recursive: true });
    await expect(start(60)).rejects.toThrow(/網頁尚未建置.*不存在.*pnpm build/);
  });
});
