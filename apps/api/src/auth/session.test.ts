import { defineRoute, json, readSuccess, routes } from '@pastexam/api-contract';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { users } from '../db/schema.ts';
import { register } from '../http/register.ts';
import { deriveKey } from '../secret-keys.ts';
import { createTestApp, type TestApp } from '../test-support/app.ts';
import { issueToken } from './session/tokens.ts';

const probe = defineRoute({
  method: 'get',
  path: '/test/admin-probe',
  tags: ['test'],
  summary: 'admin probe',
  access: 'admin',
  responses: { 200: json(z.object({ id: z.number() }), 'ok') },
  errors: [],
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    probes: (api) => register(api, probe, ({ user }) => ({ status: 200, body: { id: user.id } })),
  });
});
const { me } = routes.users;
const { logout } = routes.auth;
afterAll(() => t?.close());

const unauthorized = { detail: '登入已失效，請重新登入', code: 'unauthorized' };

describe('GET /api/users/me', () => {
  it('returns the signed-in user without secrets', async () => {
    const { user, password } = await t.createUser();
    const token = await t.signIn(user, password);
    const response = await t.client().raw(me, {}, { token });

    expect(response.status).toBe(200);
    const raw: unknown = await response.clone().json();
    const body = await readSuccess(me, response);
    expect(body).toMatchObject({ id: user.id, name: user.name, email: user.email, is_admin: false });
    expect(body.auth_provider).toBe('local');
    expect(JSON.stringify(raw)).not.toMatch(/password|hash|scrypt/i);
  });

  it('answers 401 without a token, with a malformed one, and with one signed by another key', async () => {
    const { user } = await t.createUser();
    const foreign = await issueToken({ APP_SECRET: 'x'.repeat(40), TOKEN_TTL_MINUTES: 10 }, user);
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer not-a-jwt' },
      { authorization: `Basic ${btoa('a:b')}` },
      { authorization: `Bearer ${foreign}` },
    ];
    for (const headers of attempts) {
      const response = await t.client().call(me, {}, { headers });
      expect(response.status).toBe(401);
      expect(response.body).toEqual(unauthorized);
    }
  });

  it('answers 401 for an expired token', async () => {
    const { user } = await t.createUser();
    const expired = await new SignJWT({ uid: user.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti('expired-token')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(deriveKey(t.env.APP_SECRET, 'jwt'));
    expect((await t.client().call(me, {}, { token: expired })).status).toBe(401);
  });

  it('takes is_admin from the database, not from the token', async () => {
    const { user, password } = await t.createUser({ isAdmin: false });
    const token = await t.signIn(user, password);
    // Written behind the services' back, then announced as they would.
    await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, user.id));
    await t.sessions.userChanged(user.id);
    const promoted = await t.client().output(me, {}, { token });
    expect(promoted.is_admin).toBe(true);

    await t.db.update(users).set({ isAdmin: false }).where(eq(users.id, user.id));
    await t.sessions.userChanged(user.id);
    const demoted = await t.client().output(me, {}, { token });
    expect(demoted.is_admin).toBe(false);
  });

  it('answers 401 once the user has been deleted', async () => {
    const { user, password } = await t.createUser();
    const token = await t.signIn(user, password);
    expect((await t.client().call(me, {}, { token })).status).toBe(200);
    await t.db.delete(users).where(eq(users.id, user.id));
    await t.sessions.userChanged(user.id);
    const response = await t.client().call(me, {}, { token });
    expect(response.status).toBe(401);
    expect(response.body).toEqual(unauthorized);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the token here and on another replica sharing the database', async () => {
    const { user, password } = await t.createUser();
    const token = await t.signIn(user, password);
    const replica = await t.replica();
    expect((await replica.call(me, {}, { token })).status).toBe(200);

    const response = await t.client().call(logout, {}, { token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });

    expect((await t.client().call(me, {}, { token })).status).toBe(401);
    // Another replica hears of it through the database within a second (sessions-end.test.ts); PGlite's share one
    // process's notifications, and hear it at once.
    const onReplica = async () => (await replica.call(me, {}, { token })).status;
    if (!t.env.DATABASE_URL) expect(await onReplica()).toBe(401);
    else await expect.poll(onReplica, { timeout: 1000, interval: 10 }).toBe(401);
    // Logging out twice with the same token is refused like any other revoked token.
    expect((await replica.call(logout, {}, { token })).status).toBe(401);
  });

  it('leaves the same user’s other sessions signed in', async () => {
    const { user, password } = await t.createUser();
    const first = await t.signIn(user, password);
    const second = await t.signIn(user, password);
    expect((await t.client().call(logout, {}, { token: first })).status).toBe(200);
    expect((await t.client().call(me, {}, { token: second })).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await t.client().call(logout)).status).toBe(401);
  });
});

describe('admin routes', () => {
  it('let admins through, refuse other users with 403 and strangers with 401', async () => {
    const boss = await t.createUser({ isAdmin: true });
    const student = await t.createUser();
    const bossToken = await t.signIn(boss.user, boss.password);
    const studentToken = await t.signIn(student.user, student.password);

    const allowed = await t.client().call(probe, {}, { token: bossToken });
    expect(allowed.status).toBe(200);
    expect(allowed.body).toEqual({ id: boss.user.id });

    const refused = await t.client().call(probe, {}, { token: studentToken });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ detail: '需要管理員權限', code: 'forbidden' });

    expect((await t.client().call(probe)).status).toBe(401);
  });
});
