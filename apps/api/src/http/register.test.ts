import { allRoutes, binary, defineRoute, json, routes } from '@pastexam/api-contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fail } from '../refusal.ts';
import { useTestApp } from '../test-support/app.ts';
import { insertCourse, signedInUser } from '../test-support/archives.ts';
import { checkRegistrations, DEFAULT_BODY_LIMIT_BYTES, register } from './register.ts';

/** Declares no error code of its own, and answers one anyway: the bug the registrar must not let out. */
const undeclaredCode = defineRoute({
  method: 'get',
  path: '/test/undeclared-code',
  tags: ['test'],
  summary: 'undeclared code',
  access: 'guest',
  responses: { 200: json(z.object({}), 'never') },
  errors: [],
});

/** Declares a file at 200 and answers a status it never declared. */
const undeclaredStatus = defineRoute({
  method: 'get',
  path: '/test/undeclared-status',
  tags: ['test'],
  summary: 'undeclared status',
  access: 'guest',
  responses: { 200: binary('application/pdf', 'never') },
  errors: [],
});

const probes = (api: Parameters<typeof register>[0]) => {
  // @ts-expect-error the types refuse a code the route does not declare; the registrar must refuse it too
  register(api, undeclaredCode, () => fail('course_not_found'));
  register(api, undeclaredStatus, () => new Response('teapot', { status: 418 }));
};

describe('an answer the route does not declare', () => {
  const t = useTestApp({ probes });

  it('is refused loudly in tests: a 500 internal_error, and an error in the log naming it', async () => {
    const response = await t.client().request('GET', '/api/test/undeclared-code');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ detail: '伺服器發生錯誤，請稍後再試', code: 'internal_error' });
    const line = t.logs
      .text()
      .split('\n')
      .find((entry) => entry.includes('answer not declared by the contract'));
    expect(line).toContain('"level":50');
    expect(line).toContain('error code course_not_found');
    expect(line).toContain('GET /test/undeclared-code');
  });

  it('covers a raw answer with a status the route does not declare', async () => {
    const response = await t.client().request('GET', '/api/test/undeclared-status');
    expect(response.status).toBe(500);
    expect(t.logs.text()).toContain('status 418');
  });
});

describe('in production an undeclared answer', () => {
  const t = useTestApp({ probes, contractViolations: 'log' });

  it('is logged as an error and sent as the handler gave it', async () => {
    const response = await t.client().request('GET', '/api/test/undeclared-code');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ detail: '找不到此課程', code: 'course_not_found' });
    expect(t.logs.text()).toContain('error code course_not_found');
  });
});

describe('checkRegistrations', () => {
  const [first, second] = allRoutes;

  it('accepts every route registered once, in any order', () => {
    expect(() => checkRegistrations([...allRoutes].reverse(), allRoutes)).not.toThrow();
  });

  it('names a route that is missing and one registered twice', () => {
    if (!first || !second) throw new Error('the contract has routes');
    const registered = allRoutes.filter((route) => route !== first).concat(second);
    expect(() => checkRegistrations(registered, allRoutes)).toThrow(
      `missing [${first.method.toUpperCase()} ${first.path}], repeated [${second.method.toUpperCase()} ${second.path}]`,
    );
  });
});

describe('path ids', () => {
  const t = useTestApp();

  it('accept only plain decimals within an integer column: anything else is 400, never a 500 or another id', async () => {
    const { token } = await signedInUser(t, { isAdmin: true });
    const course = await insertCourse(t);
    const written = [
      `0x${course.id.toString(16)}`,
      `+${course.id}`,
      `${course.id}.0`,
      `0${course.id}`,
      '2147483648',
      '0',
      '-1',
    ];
    const refused = { status: 400, body: { code: 'invalid_input', detail: '編號必須是正整數' } };
    for (const id of written) {
      const read = await t.client().call(routes.courses.listCourseArchives, { params: { id } }, { token });
      expect(read, `GET ${id}`).toMatchObject(refused);
      const removed = await t.client().call(routes.courses.adminDeleteCourse, { params: { id } }, { token });
      expect(removed, `DELETE ${id}`).toMatchObject(refused);
      const archive = await t
        .client()
        .call(routes.archives.archiveFile, { params: { cid: id, aid: '1' } }, { token });
      expect(archive.status, id).toBe(400);
    }
    // None of them touched the course.
    const list = await t
      .client()
      .call(routes.courses.listCourseArchives, { params: { id: String(course.id) } }, { token });
    expect(list.status).toBe(200);
  });
});

describe('request bodies', () => {
  const t = useTestApp();

  it('are refused past the default limit with 413 payload_too_large, before anything reads them', async () => {
    const body = { username: 'someone', password: 'x'.repeat(DEFAULT_BODY_LIMIT_BYTES) };
    const response = await t.client().call(routes.auth.login, { body });
    expect(response).toEqual({
      ok: false,
      status: 413,
      body: { detail: '請求內容過大', code: 'payload_too_large' },
    });
  });
});
