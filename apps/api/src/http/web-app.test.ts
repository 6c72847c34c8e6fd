import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { sealWebBuild } from '@pastexam/api-contract/web-build';
import { Hono } from 'hono';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodedBody } from '../test-support/encoding.ts';
import type { AppEnv } from './context.ts';
import { loadWebApp, registerWebApp } from './web-app.ts';

const webDist = mkdtempSync(join(tmpdir(), 'pastexam-static-'));
const script = `console.log(${JSON.stringify('考古題'.repeat(500))});`;
const styles = 'body { color: red; }';
const indexHtml = '<!doctype html><html><body><div id="root">考古題系統</div></body></html>';
const englishHtml =
  '<!doctype html><html lang="en"><body><div id="root">Past Exam Archive</div></body></html>';

let app: Hono<AppEnv>;
beforeAll(async () => {
  mkdirSync(join(webDist, 'assets'), { recursive: true });
  writeFileSync(join(webDist, 'index.html'), indexHtml);
  writeFileSync(join(webDist, 'index.en.html'), englishHtml);
  mkdirSync(join(webDist, '.vite'), { recursive: true });
  writeFileSync(join(webDist, '.vite', 'manifest.json'), '{}');
  writeFileSync(join(webDist, 'assets', 'app-1.js'), script);
  writeFileSync(join(webDist, 'assets', 'app-1.js.br'), brotliCompressSync(script));
  writeFileSync(join(webDist, 'assets', 'app-1.js.gz'), gzipSync(script));
  writeFileSync(join(webDist, 'assets', 'old-1.css'), styles);
  sealWebBuild(webDist);
  // A compressed copy left by an earlier build, which this build's seal does not list.
  writeFileSync(join(webDist, 'assets', 'old-1.css.br'), brotliCompressSync('body { color: blue; }'));
  app = new Hono<AppEnv>();
  registerWebApp(app, await loadWebApp(webDist, { logger: pino({ enabled: false }) }));
});
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

describe('compressed static files', () => {
  it('sends the brotli copy to a browser that takes it, and says it varies by encoding', async () => {
    const response = await get('/assets/app-1.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('content-type')).toContain('javascript');
    const body = await decodedBody(response);
    expect(body).toMatchObject({ encoding: 'br', text: script });
    expect(Number(response.headers.get('content-length'))).toBe(body.sentBytes);
    expect(body.sentBytes).toBeLessThan(Buffer.byteLength(script));
  });

  it('falls back to gzip, and to the file itself, by what the browser accepts', async () => {
    const gz = await get('/assets/app-1.js', { 'accept-encoding': 'gzip' });
    expect(await decodedBody(gz)).toMatchObject({ encoding: 'gzip', text: script });
    const refused = await get('/assets/app-1.js', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(await decodedBody(refused)).toMatchObject({ encoding: null, text: script });
    expect(await decodedBody(await get('/assets/app-1.js'))).toMatchObject({ encoding: null, text: script });
  });

  it('never sends a compressed copy the build did not list', async () => {
    const response = await get('/assets/old-1.css', { 'accept-encoding': 'br' });
    expect(await decodedBody(response)).toMatchObject({ encoding: null, text: styles });
  });

  it('does not serve the compressed copies, or the build bookkeeping, as files of their own', async () => {
    expect((await get('/assets/app-1.js.br', { accept: 'text/html' })).status).toBe(404);
    expect((await get('/.vite/manifest.json')).status).toBe(404);
  });
});

describe('the page in the browser’s language', () => {
  it('sends the page prerendered in English to a browser asking for English, and zh-TW to any other', async () => {
    const page = (language?: string) =>
      get('/', { accept: 'text/html', ...(language ? { 'accept-language': language } : {}) });
    expect(await (await page('en-US,en;q=0.9')).text()).toBe(englishHtml);
    expect(await (await page('fr-FR')).text()).toBe(englishHtml);
    expect(await (await page('zh-TW,zh;q=0.9,en;q=0.8')).text()).toBe(indexHtml);
    expect(await (await page()).text()).toBe(indexHtml);
    const english = await page('en');
    expect(english.headers.get('vary')).toBe('Accept-Encoding, Accept-Language');
    expect(english.headers.get('etag')).not.toBe((await page('zh-TW')).headers.get('etag'));
  });
});

describe('revalidation', () => {
  it('answers 304 without a body when the browser has the same version of the page', async () => {
    const first = await get('/archive', { accept: 'text/html', 'accept-encoding': 'identity' });
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await get('/', { accept: 'text/html', 'if-none-match': etag ?? '' });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('gives each encoding its own validator', async () => {
    const br = await get('/assets/app-1.js', { 'accept-encoding': 'br' });
    const plain = await get('/assets/app-1.js');
    expect(br.headers.get('etag')).not.toBe(plain.headers.get('etag'));
    const stale = await get('/assets/app-1.js', { 'if-none-match': br.headers.get('etag') ?? '' });
    expect(stale.status).toBe(200);
  });

  it('answers a HEAD request with the headers only', async () => {
    const response = await app.request('/assets/app-1.js', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(script)));
    expect(await response.text()).toBe('');
  });
});
