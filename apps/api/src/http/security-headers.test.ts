// Every answer carries the security headers, whatever produced it: a page, a file of the build, an API
// answer, an error, the API's docs. Uploaded PDFs get a sandbox of their own, and HSTS comes with HTTPS only.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routes } from '@pastexam/api-contract';
import { sealWebBuild } from '@pastexam/api-contract/web-build';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArchive } from '../test-support/ai-exam.ts';
import { createTestApp, type TestApp } from '../test-support/app.ts';
import { createCourseAs, insertCourse, signedInUser } from '../test-support/archives.ts';
import { registerExplode } from '../test-support/probes.ts';
import type { AppEnv } from './context.ts';
import { APP_POLICY, appPolicy, PDF_POLICY, securityHeaders } from './security-headers.ts';

// The build's one inline script, and its sha256 as a browser computes it over the script's text.
const INLINE_SCRIPT = 'document.documentElement.dataset.early = "ran";';
const INLINE_SCRIPT_HASH = "'sha256-sGuR97cWONBTR71gIpEZhSZNIFyzMCM4j6FQC5Ug/Io='";
/** The policy of the server below, which serves a build with that script. */
const SERVED_POLICY = appPolicy([INLINE_SCRIPT_HASH]);

const webDist = mkdtempSync(join(tmpdir(), 'pastexam-web-'));
let t: TestApp;
beforeAll(async () => {
  mkdirSync(join(webDist, 'assets'), { recursive: true });
  writeFileSync(
    join(webDist, 'index.html'),
    `<!doctype html><html><head><script id="theme-init">${INLINE_SCRIPT}</script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log("app");');
  sealWebBuild(webDist);
  t = await createTestApp({
    env: { WEB_DIST: webDist },
    probes: (api) => registerExplode(api, 'boom'),
  });
});
afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** The policy's directives by name. */
function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values]),
  );
}

function expectCommonHeaders(response: Response, what: string) {
  expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(response.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('cross-origin-opener-policy'), what).toBe('same-origin');
  // The test app's PUBLIC_URL is plain http://localhost.
  expect(response.headers.get('strict-transport-security'), what).toBeNull();
}

describe('the app’s policy', () => {
  it('allows scripts from our files only: no inline script, no eval, no plugin, no frame, no framing, no <base>', () => {
    const policy = directives(APP_POLICY);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    // Our pdf.js viewer draws every PDF: no plugin, no frame, not even from a blob: URL.
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('lets the web build’s own inline scripts run by their hashes, from its seal, and no other inline script', async () => {
    const page = await t.client().request('GET', '/', { headers: { accept: 'text/html' } });
    const policy = directives(page.headers.get('content-security-policy'));
    expect(policy.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", INLINE_SCRIPT_HASH]);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  });
});

describe('every answer', () => {
  it.each([
    ['the page', '/'],
    ['a page the client-side router shows', '/archive'],
    ['a file of the build', '/assets/index-abc123.js'],
    ['a missing file', '/assets/missing.js'],
    ['the public config', '/api/config'],
    ['an unknown API path', '/api/nope'],
    ['a refusal', '/api/users/me'],
    ['a bug', '/api/test/explode'],
    ['the API docs', '/api/docs'],
    ['the docs’ script', '/api/docs/swagger-ui-bundle.js'],
    ['the OpenAPI document', '/api/openapi.json'],
  ])('%s carries the app’s policy and the other headers', async (what, path) => {
    const response = await t.client().request('GET', path, { headers: { accept: 'text/html,*/*' } });
    expect(response.headers.get('content-security-policy'), what).toBe(SERVED_POLICY);
    expectCommonHeaders(response, what);
  });

  it('a stored name with markup comes back as JSON text the browser will not sniff or run', async () => {
    const admin = await signedInUser(t, { isAdmin: true });
    const name = '<script>alert(1)</script>';
    const created = await createCourseAs(t, admin.token, name, 'general');
    expect(created.body).toMatchObject({ name });
    const response = await t.client().raw(routes.courses.adminListCourses, {}, { token: admin.token });
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-security-policy')).toBe(SERVED_POLICY);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('an uploaded PDF', () => {
  it('is served, inline and as a download, in a sandbox that loads and runs nothing', async () => {
    const user = await signedInUser(t);
    const course = await insertCourse(t);
    const archive = await createArchive(t, course);
    const params = { cid: String(course.id), aid: String(archive.id) };
    const client = t.client();
    const answers = {
      file: await client.raw(routes.archives.archiveFile, { params }, { token: user.token }),
      download: await client.raw(routes.archives.archiveDownload, { params }, { token: user.token }),
    };
    for (const [route, response] of Object.entries(answers)) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const policy = directives(response.headers.get('content-security-policy'));
      expect(policy.get('sandbox')).toEqual([]);
      expect(policy.get('default-src')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expectCommonHeaders(response, route);
    }
    expect(PDF_POLICY).not.toContain('allow-');
  });
});

describe('HSTS', () => {
  it('is sent only when the product is reached over HTTPS', async () => {
    const answer = async (publicUrl: string) => {
      const app = new Hono<AppEnv>();
      app.use(async (c, next) => {
        c.set('env', { ...t.env, PUBLIC_URL: publicUrl });
        await next();
      });
      app.use(securityHeaders());
      app.get('/', (c) => c.text('ok'));
      return (await app.request('/')).headers.get('strict-transport-security');
    };
    expect(await answer('https://exams.example.edu')).toBe('max-age=31536000');
    expect(await answer('http://localhost:3000')).toBeNull();
  });
});
