import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineRoute, json, readError, routes, XSRF_COOKIE, XSRF_HEADER } from '@pastexam/api-contract';
import { buildOpenApiDocument } from '@pastexam/api-contract/openapi';
import { sealWebBuild } from '@pastexam/api-contract/web-build';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test-support/app.ts';
import { explodeRoute, registerExplode } from '../test-support/probes.ts';
import { register } from './register.ts';

const echo = defineRoute({
  method: 'post',
  path: '/test/echo',
  tags: ['test'],
  summary: 'echo',
  access: 'guest',
  body: { encoding: 'json', schema: z.object({ count: z.number().int().min(1, '數量至少為 1') }) },
  responses: { 200: json(z.object({ count: z.number() }), 'ok') },
  errors: [],
});

/** The error envelope of a response to a hand-written request. */
async function envelope(response: Response) {
  const { detail, code } = await readError(response, '');
  return { detail, code };
}

/** A state-changing request with a made-up XSRF pair, for bodies the typed caller cannot send. */
const xsrfPair = { cookie: `${XSRF_COOKIE}=abc`, [XSRF_HEADER]: 'abc' };

const webDist = mkdtempSync(join(tmpdir(), 'pastexam-web-'));
const indexHtml = '<!doctype html><html><body><div id="root">考古題系統</div></body></html>';

let t: TestApp;
beforeAll(async () => {
  mkdirSync(join(webDist, 'assets'), { recursive: true });
  writeFileSync(join(webDist, 'index.html'), indexHtml);
  writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log("app");');
  writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  sealWebBuild(webDist);
  t = await createTestApp({
    env: { WEB_DIST: webDist },
    probes: (api) => {
      register(api, echo, ({ input }) => ({ status: 200, body: { count: input.body.count } }));
      registerExplode(api, 'secret internals: connection string postgres://u:p@h/db');
    },
  });
});
afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('XSRF protection', () => {
  it('issues a readable XSRF-TOKEN cookie on API responses', async () => {
    const response = await t.client().raw(routes.auth.appConfig);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]{20,};/);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('HttpOnly');
  });

  it('does not replace a cookie the browser already has', async () => {
    const response = await t
      .client()
      .raw(routes.auth.appConfig, {}, { headers: { cookie: 'XSRF-TOKEN=kept' } });
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it.each([
    ['without the header', (issued: string) => ({ cookie: `${XSRF_COOKIE}=${issued}` })],
    [
      'with a header that differs from the cookie',
      (issued: string) => ({ cookie: `${XSRF_COOKIE}=${issued}`, [XSRF_HEADER]: 'forged' }),
    ],
    ['without the cookie', (issued: string) => ({ [XSRF_HEADER]: issued })],
  ])('refuses a state-changing request %s with 403', async (_name, pair) => {
    const { user, password } = await t.createUser();
    const client = t.client();
    const config = await client.raw(routes.auth.appConfig);
    const issued =
      new RegExp(`${XSRF_COOKIE}=([^;]+)`).exec(config.headers.get('set-cookie') ?? '')?.[1] ?? '';
    expect(issued).not.toBe('');
    const body = { username: user.name, password };
    const response = await client.call(routes.auth.login, { body }, { xsrf: false, headers: pair(issued) });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      detail: '安全驗證失敗，請重新整理頁面後再試',
      code: 'xsrf',
    });
  });

  it('lets safe requests through without the header', async () => {
    expect((await t.client().raw(routes.auth.appConfig)).status).toBe(200);
  });
});

describe('errors', () => {
  it('answers unknown /api paths with a JSON 404', async () => {
    for (const path of ['/api/no-such-thing', '/api/users/me/extra', '/api']) {
      const response = await t.client().request('GET', path);
      expect(response.status).toBe(404);
      expect(await envelope(response)).toEqual({
        detail: '找不到此 API 路徑',
        code: 'not_found',
      });
    }
  });

  it('answers malformed JSON with 400', async () => {
    const response = await t.client().request('POST', '/api/test/echo', {
      body: '{"count": ',
      headers: { 'content-type': 'application/json', ...xsrfPair },
    });
    expect(response.status).toBe(400);
    expect(await envelope(response)).toEqual({
      detail: '請求內容不是有效的 JSON',
      code: 'invalid_input',
    });
  });

  it('answers input that breaks a rule with 400 and the rule’s zh-TW message', async () => {
    const tooSmall = await t.client().call(echo, { body: { count: 0 } });
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.body).toEqual({
      detail: '數量至少為 1',
      code: 'invalid_input',
    });

    const wrongType = await t.client().request('POST', '/api/test/echo', {
      body: JSON.stringify({ count: 'many' }),
      headers: { 'content-type': 'application/json', ...xsrfPair },
    });
    expect(wrongType.status).toBe(400);
    const { detail } = await envelope(wrongType);
    expect(detail).toMatch(/^count：/);
    expect(detail).toMatch(/[\u4e00-\u9fff]/);
  });

  it('answers a body of the wrong content type with 400', async () => {
    const response = await t.client().request('POST', '/api/auth/login', {
      body: JSON.stringify({ username: 'a', password: 'b' }),
      headers: { 'content-type': 'application/json', ...xsrfPair },
    });
    expect(response.status).toBe(400);
    expect(await envelope(response)).toMatchObject({ code: 'invalid_input' });
  });

  it('answers a bug with a plain 500, logging it without leaking it', async () => {
    const response = await t.client().raw(explodeRoute);
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ detail: '伺服器發生錯誤，請稍後再試', code: 'internal_error' });
    expect(body).not.toMatch(/secret internals|at .*\.ts/);
    expect(t.logs.text()).toContain('secret internals');
  });
});

describe('API documentation', () => {
  it('serves the contract’s OpenAPI document', async () => {
    const response = await t.client().request('GET', '/api/openapi.json');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  });

  it('serves Swagger UI from the package, not from a CDN', async () => {
    const page = await t.client().request('GET', '/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).not.toMatch(/https?:\/\//);
    const scripts = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(scripts).toContain('/api/docs/swagger-ui-bundle.js');
    for (const asset of scripts) {
      const response = await t.client().request('GET', asset);
      expect(response.status, asset).toBe(200);
      expect((await response.arrayBuffer()).byteLength, asset).toBeGreaterThan(0);
    }
    const init = await (await t.client().request('GET', '/api/docs/init.js')).text();
    expect(init).toContain('/api/openapi.json');
    // The package's demo page (which opens the Petstore example) is not exposed.
    expect((await t.client().request('GET', '/api/docs/index.html')).status).toBe(404);
  });
});

describe('the web app', () => {
  it('serves index.html for the pages of the client-side router', async () => {
    for (const path of ['/', '/archive', '/login/callback', '/no/such/page']) {
      const response = await t.app.request(path, { headers: { accept: 'text/html' } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(indexHtml);
    }
  });

  it('serves built files with their type, hashed assets cached for good', async () => {
    const script = await t.app.request('/assets/index-abc123.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(script.headers.get('cache-control')).toContain('immutable');
    expect(await script.text()).toBe('console.log("app");');

    const icon = await t.app.request('/favicon.svg');
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a missing file with 404 instead of the page', async () => {
    const response = await t.app.request('/assets/missing-123.js');
    expect(response.status).toBe(404);
  });

  it('does not serve files outside the build directory', async () => {
    for (const path of [
      '/..%2f..%2fetc/passwd',
      '/assets/..%2f..%2f..%2fetc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
    ]) {
      const response = await t.app.request(path);
      expect(await response.text()).not.toContain('root:');
    }
  });
});
