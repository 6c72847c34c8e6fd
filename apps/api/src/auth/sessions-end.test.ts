// Sessions end when they should: a password change (by an admin or by the user), a demotion, a deletion, a
// logout and 登出所有裝置 refuse the tokens issued before them at once on the replica that made the change,
// and within a second on another replica that had them in its sessions cache (PostgreSQL: another handle,
// told through LISTEN/NOTIFY; PGlite: the same process, so the same cache).
import { routes } from '@pastexam/api-contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../test-support/app.ts';
import type { TestClient } from '../test-support/client.ts';
import { LOGIN_DELAYS } from './rate-limit.ts';

const { me, updateUser, deleteUser, logoutAllOfUser, changeOwnPassword } = routes.users;
const { logout, logoutAll } = routes.auth;
const byId = (id: number) => ({ params: { id: String(id) } });

const t = useTestApp();
let replica: TestClient;
let adminToken: string;
beforeAll(async () => {
  replica = await t.replica();
  const admin = await t.createUser({ isAdmin: true });
  adminToken = await t.signIn(admin.user, admin.password);
});

const statusOf = async (client: TestClient, token: string) => (await client.call(me, {}, { token })).status;

/** A user signed in twice (two devices), each session already known to both replicas' caches. */
async function signedInTwice(options: { isAdmin?: boolean } = {}) {
  const account = await t.createUser(options);
  const tokens = [
    await t.signIn(account.user, account.password),
    await t.signIn(account.user, account.password),
  ];
  for (const token of tokens) {
    expect(await statusOf(t.client(), token)).toBe(200);
    expect(await statusOf(replica, token)).toBe(200);
  }
  return { ...account, tokens };
}

/** Refused here at once, and on the other replica within a second (at once where it shares the cache). */
async function expectEnded(tokens: string[]) {
  for (const token of tokens) expect(await statusOf(t.client(), token)).toBe(401);
  for (const token of tokens) {
    if (!t.env.DATABASE_URL) expect(await statusOf(replica, token)).toBe(401);
    else await expect.poll(() => statusOf(replica, token), { timeout: 1000, interval: 10 }).toBe(401);
  }
}

describe('a password reset by an admin', () => {
  it('ends every session of the account; the new password signs in', async () => {
    const { user, tokens } = await signedInTwice();
    const body = { password: 'reset-by-admin-1' };
    expect(
      (await t.client().call(updateUser, { ...byId(user.id), body }, { token: adminToken })).status,
    ).toBe(200);
    await expectEnded(tokens);
    const fresh = await t.signIn(user, 'reset-by-admin-1');
    expect(await statusOf(t.client(), fresh)).toBe(200);
    expect(await statusOf(replica, fresh)).toBe(200);
  });

  it('is refused for the admin’s own account, which would end their own session; the edit changes nothing', async () => {
    const { user, password, tokens } = await signedInTwice({ isAdmin: true });
    const [token = ''] = tokens;
    const body = { name: `${user.name}-新`, password: 'reset-by-myself-1' };
    const answer = await t.client().call(updateUser, { ...byId(user.id), body }, { token });
    expect(answer).toMatchObject({
      status: 400,
      body: { code: 'cannot_reset_own_password', detail: '請從「變更密碼」變更自己的密碼' },
    });
    for (const each of tokens) expect(await statusOf(replica, each)).toBe(200);
    expect(await t.client().output(me, {}, { token })).toMatchObject({ name: user.name });
    expect((await t.client().login(user.name, 'reset-by-myself-1')).status).toBe(401);
    expect((await t.client().login(user.name, password)).status).toBe(200);
  });
});

describe('a user’s own password change (PUT /users/me/password)', () => {
  it('ends every other session and keeps this one signed in with the fresh token it answers', async () => {
    const { user, password, tokens } = await signedInTwice();
    const [current = '', other = ''] = tokens;
    const answer = await t
      .client()
      .call(
        changeOwnPassword,
        { body: { current_password: password, new_password: 'my-own-new-password' } },
        { token: current },
      );
    if (!answer.ok) throw new Error(answer.body.detail);
    expect(answer.body.token_type).toBe('bearer');
    await expectEnded([current, other]);
    expect(await statusOf(t.client(), answer.body.access_token)).toBe(200);
    expect(await statusOf(replica, answer.body.access_token)).toBe(200);
    expect((await t.client().login(user.name, password)).status).toBe(401);
    expect((await t.client().login(user.name, 'my-own-new-password')).status).toBe(200);
    expect(t.logs.text()).not.toContain('my-own-new-password');
  });

  it('refuses a wrong current password with wrong_password and ends nothing', async () => {
    const { tokens } = await signedInTwice();
    const [token = ''] = tokens;
    const answer = await t
      .client()
      .call(
        changeOwnPassword,
        { body: { current_password: 'not-my-password', new_password: 'whatever-new-1' } },
        { token },
      );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ detail: '目前的密碼不正確', code: 'wrong_password' });
    for (const each of tokens) expect(await statusOf(replica, each)).toBe(200);
  });

  it('refuses a single sign-on account with sso_password', async () => {
    const sso = await t.ssoUser();
    const answer = await t
      .client()
      .call(
        changeOwnPassword,
        { body: { current_password: 'anything', new_password: 'whatever-new-1' } },
        { token: sso.token },
      );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'sso_password' });
    expect(await statusOf(t.client(), sso.token)).toBe(200);
  });

  it('slows down guessing the current password from a stolen session', async () => {
    const { tokens } = await signedInTwice();
    const [token = ''] = tokens;
    const thief = t.client();
    const guess = (current_password: string) =>
      thief.call(changeOwnPassword, { body: { current_password, new_password: 'taken-over-1' } }, { token });
    // The clock stands still, so a busy machine cannot let the wait pass before the fourth guess.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      for (let attempt = 0; attempt < 3; attempt++)
        expect((await guess(`guess-${attempt}`)).status).toBe(400);
      const slowed = await guess('guess-3');
      expect(slowed.status).toBe(429);
      expect(slowed.body).toMatchObject({ code: 'too_many_attempts' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('is not kept from the owner’s session while the account is being guessed at from elsewhere', async () => {
    const { user, password, tokens } = await signedInTwice();
    const [token = ''] = tokens;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      for (let guess = 0; guess < LOGIN_DELAYS.account.free; guess++) {
        expect((await t.client().login(user.name, `guess-${guess}`)).status).toBe(401);
      }
      expect((await t.client().login(user.name, password)).status).toBe(429);
      const body = { current_password: password, new_password: 'changed-under-attack-1' };
      expect((await t.client().call(changeOwnPassword, { body }, { token })).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a demotion', () => {
  it('ends the demoted admin’s sessions; signing in again gives a session without admin rights', async () => {
    const { user, password, tokens } = await signedInTwice({ isAdmin: true });
    const body = { is_admin: false };
    expect(
      (await t.client().call(updateUser, { ...byId(user.id), body }, { token: adminToken })).status,
    ).toBe(200);
    await expectEnded(tokens);
    const fresh = await t.signIn(user, password);
    expect((await t.client().call(routes.users.listUsers, {}, { token: fresh })).status).toBe(403);
  });

  it('while a promotion or a rename keeps the session and is seen on every replica', async () => {
    const { user, tokens } = await signedInTwice();
    const [token = ''] = tokens;
    const body = { is_admin: true, name: `${user.name}-改` };
    expect(
      (await t.client().call(updateUser, { ...byId(user.id), body }, { token: adminToken })).status,
    ).toBe(200);
    expect(await t.client().output(me, {}, { token })).toMatchObject(body);
    await expect
      .poll(async () => (await replica.output(me, {}, { token })).name, { timeout: 1000, interval: 10 })
      .toBe(body.name);
    expect((await replica.call(routes.users.listUsers, {}, { token })).status).toBe(200);
  });
});

describe('a deletion', () => {
  it('refuses the account’s tokens', async () => {
    const { user, tokens } = await signedInTwice();
    expect((await t.client().call(deleteUser, byId(user.id), { token: adminToken })).status).toBe(200);
    await expectEnded(tokens);
  });
});

describe('logout', () => {
  it('revokes only its own token, here and on the other replica', async () => {
    const { tokens } = await signedInTwice();
    const [current = '', other = ''] = tokens;
    expect((await t.client().call(logout, {}, { token: current })).status).toBe(200);
    await expectEnded([current]);
    expect(await statusOf(replica, other)).toBe(200);
  });
});

describe('登出所有裝置', () => {
  it('POST /auth/logout-all ends every session of the caller, this one included', async () => {
    const { user, password, tokens } = await signedInTwice();
    const [current = ''] = tokens;
    const answer = await t.client().call(logoutAll, {}, { token: current });
    expect(answer).toMatchObject({ status: 200, body: { ok: true } });
    await expectEnded(tokens);
    // Signing in again at once works.
    const fresh = await t.signIn(user, password);
    expect(await statusOf(replica, fresh)).toBe(200);
  });

  it('an admin ends every session of another account; 404 for an account that does not exist', async () => {
    const { tokens } = await signedInTwice();
    const { user } = await t.createUser();
    const answer = await t.client().call(logoutAllOfUser, byId(user.id), { token: adminToken });
    expect(answer.status).toBe(200);
    // Another account's sessions are untouched.
    for (const token of tokens) expect(await statusOf(replica, token)).toBe(200);

    const target = await signedInTwice();
    expect((await t.client().call(logoutAllOfUser, byId(target.user.id), { token: adminToken })).status).toBe(
      200,
    );
    await expectEnded(target.tokens);
    const missing = await t.client().call(logoutAllOfUser, byId(999_999), { token: adminToken });
    expect(missing).toMatchObject({ status: 404, body: { code: 'user_not_found' } });
  });

  it('is refused to a non-admin for someone else', async () => {
    const { tokens } = await signedInTwice();
    const victim = await signedInTwice();
    const [token = ''] = tokens;
    const answer = await t.client().call(logoutAllOfUser, byId(victim.user.id), { token });
    expect(answer.status).toBe(403);
    for (const each of victim.tokens) expect(await statusOf(t.client(), each)).toBe(200);
  });
});
