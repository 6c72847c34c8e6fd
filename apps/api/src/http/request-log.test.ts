import { routes } from '@pastexam/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/app.ts';
import { explodeRoute, registerExplode } from '../test-support/probes.ts';
import { requestLogLevel, SLOW_REQUEST_MS } from './request-log.ts';

/** The request lines of a log, as objects; a slow answer's line (`slow request`) is another matter. */
const requestLines = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string; path?: string; status?: number })
    .filter((line) => line.msg === 'request');

describe('the request log at LOG_LEVEL=info', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { LOG_LEVEL: 'info', LOG_FORMAT: 'json' },
      probes: (api) => registerExplode(api, 'the probe failed'),
    });
  });
  afterAll(() => t.close());

  it('keeps routine answers and refusals out, and names a failure of ours', async () => {
    const client = t.client();
    expect((await client.raw(routes.auth.appConfig)).status).toBe(200);
    expect((await client.request('GET', '/api/no-such-thing')).status).toBe(404);
    expect((await client.raw(routes.users.me)).status).toBe(401);
    expect(requestLines(t.logs.text())).toEqual([]);

    expect((await client.request('GET', `/api${explodeRoute.path}`)).status).toBe(500);
    expect(requestLines(t.logs.text())).toEqual([
      expect.objectContaining({ level: 40, msg: 'request', path: `/api${explodeRoute.path}`, status: 500 }),
    ]);
  });
});

describe('requestLogLevel', () => {
  it('is warn for a 5xx, info for a slow answer, debug for every other', () => {
    expect(requestLogLevel(500, 3)).toBe('warn');
    expect(requestLogLevel(503, SLOW_REQUEST_MS * 5)).toBe('warn');
    expect(requestLogLevel(200, SLOW_REQUEST_MS)).toBe('info');
    expect(requestLogLevel(404, SLOW_REQUEST_MS + 1)).toBe('info');
    expect(requestLogLevel(200, SLOW_REQUEST_MS - 1)).toBe('debug');
    expect(requestLogLevel(401, 2)).toBe('debug');
  });
});
