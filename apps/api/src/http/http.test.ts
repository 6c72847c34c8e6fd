import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRoute, z } from '@hono/zod-openapi';
import { errorBodySchema } from '@pastexam/api-contract';
import { buildOpenApiDocument } from '@pastexam/api-contract/openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/app.ts';
import { readJson } from '../test-support/client.ts';

const echo = createRoute({
  method: 'post',
  path: '/test/echo',
  request: {
    body: {
      required: true,
      content: {
        'application/json': { schema: z.object({ count: z.number().int().min(1, '數量至少為 1') }) },
      },
    },
  },
  responses: {
    200: { description: 'ok', content: { 'application/json': { schema: z.object({ count: z.number() }) } } },
  },
});

const explode = createRoute({
  method: 'get',
  path: '/test/explode',
  responses: { 200: { description: 'never', content: { 'application/json': { schema: z.object({}) } } } },
});

const webDist = mkdtempSync(join(tmpdir(), 'pastexam-web-'));
const indexHtml = '<!doctype html><html><body><div id="root">考古題系統</div></body></html>';

let t: TestApp;
beforeAll(async () => {
  mkdirSync(join(webDist, 'assets'), { recursive: true });
  writeFileSync(join(webDist, 'index.html'), indexHtml);
  writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log("app");');
  writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({
    env: { WEB_DIST: webDist },
    routes: (api) => {
      api.openapi(echo, (c) => c.json({ count: c.req.valid('json').count }, 200));
      api.openapi(explode, () => {
        throw new Error('secret internals: connection string postgres://u:p@h/db');
      });
    },
  });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('XSRF protection', () => {
  it('issues a readable XSRF-TOKEN cookie on API responses', async () => {
    const response = await t.app.request('/api/auth/config');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]{20,};/);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('HttpOnly');
  });

  it('does not replace a cookie the browser already has', async () => {
    const response = await t.app.request('/api/auth/config', { headers: { cookie: 'XSRF-TOKEN=kept' } });
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it.each([
    ['without the header', { header: null }],
    ['with a header that differs from the cookie', { header: 'forged' }],
    ['without the cookie', { cookie: null }],
  ])('refuses a state-changing request %s with 403', async (_name, xsrf) => {
    const { user, password } = await t.createUser();
    const response = await t
      .client()
      .post('/api/auth/login', { form: { username: user.name, password }, xsrf });
    expect(response.status).toBe(403);
    expect(await readJson(response, errorBodySchema)).toEqual({
      detail: '安全驗證失敗，請重新整理頁面後再試',
      code: 'xsrf',
    });
  });

  it('lets safe requests through without the header', async () => {
    expect((await t.app.request('/api/auth/config')).status).toBe(200);
  });
});

describe('errors', () => {
  it('answers unknown /api paths with a JSON 404', async () => {
    for (const path of ['/api/no-such-thing', '/api/users/me/extra', '/api']) {
      const response = await t.client().get(path);
      expect(response.status).toBe(404);
      expect(await readJson(response, errorBodySchema)).toEqual({
        detail: '找不到此 API 路徑',
        code: 'not_found',
      });
    }
  });

  it('answers malformed JSON with 400', async () => {
    const response = await t.client().post('/api/test/echo', {
      body: '{"count": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(await readJson(response, errorBodySchema)).toEqual({
      detail: '請求內容不是有效的 JSON',
      code: 'invalid_input',
    });
  });

  it('answers input that breaks a rule with 400 and the rule’s zh-TW message', async () => {
    const tooSmall = await t.client().post('/api/test/echo', { json: { count: 0 } });
    expect(tooSmall.status).toBe(400);
    expect(await readJson(tooSmall, errorBodySchema)).toEqual({
      detail: '數量至少為 1',
      code: 'invalid_input',
    });

    const wrongType = await t.client().post('/api/test/echo', { json: { count: 'many' } });
    expect(wrongType.status).toBe(400);
    const detail = (await readJson(wrongType, errorBodySchema)).detail;
    expect(detail).toMatch(/^count：/);
    expect(detail).toMatch(/[\u4e00-\u9fff]/);
  });

  it('answers a body of the wrong content type with 400', async () => {
    const response = await t.client().post('/api/auth/login', { json: { username: 'a', password: 'b' } });
    expect(response.status).toBe(400);
    expect(await readJson(response, errorBodySchema)).toMatchObject({ code: 'invalid_input' });
  });

  it('answers a bug with a plain 500, logging it without leaking it', async () => {
    const response = await t.client().get('/api/test/explode');
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ detail: '伺服器發生錯誤，請稍後再試', code: 'internal_error' });
    expect(body).not.toMatch(/secret internals|at .*\.ts/);
    expect(t.logs.text()).toContain('secret internals');
  });
});

describe('API documentation', () => {
  it('serves the contract’s OpenAPI document', async () => {
    const response = await t.client().get('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  });

  it('serves Swagger UI from the package, not from a CDN', async () => {
    const page = await t.client().get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).not.toMatch(/https?:\/\//);
    const scripts = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(scripts).toContain('/api/docs/swagger-ui-bundle.js');
    for (const asset of scripts) {
      const response = await t.client().get(asset);
      expect(response.status, asset).toBe(200);
      expect((await response.arrayBuffer()).byteLength, asset).toBeGreaterThan(0);
    }
    const init = await (await t.client().get('/api/docs/init.js')).text();
    expect(init).toContain('/api/openapi.json');
    // The package's demo page (which opens the Petstore example) is not exposed.
    expect((await t.client().get('/api/docs/index.html')).status).toBe(404);
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
