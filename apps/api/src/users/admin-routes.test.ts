import {
  type RouteSpec,
  readSuccess,
  routes,
  type userCreateSchema,
  type userUpdateSchema,
} from '@pastexam/api-contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createApp } from '../app.ts';
import { archives, users } from '../db/schema.ts';
import { type TestApp, useTestApp } from '../test-support/app.ts';
import { insertArchive, insertCourse } from '../test-support/archives.ts';
import { createTestClient } from '../test-support/client.ts';
import type { CallResult } from '../testing/api-client.ts';
import { upsertOidcUser } from './repository.ts';

const { createUser, deleteUser, listUsers, updateUser } = routes.users;
const byId = (id: number) => ({ params: { id: String(id) } });

const t = useTestApp();
let admin: Awaited<ReturnType<TestApp['createUser']>>;
let adminToken: string;
let studentToken: string;
beforeAll(async () => {
  admin = await t.createUser({ isAdmin: true });
  adminToken = await t.signIn(admin.user, admin.password);
  const student = await t.createUser();
  studentToken = await t.signIn(student.user, student.password);
});

let counter = 0;
function newAccount(
  overrides: Partial<{ name: string; email: string; password: string; is_admin: boolean }> = {},
) {
  counter += 1;
  const name = `帳號${counter}-${Date.now()}`;
  return {
    name,
    email: `account${counter}-${Date.now()}@example.edu`,
    password: 'a-good-password',
    ...overrides,
  };
}

const as = (token: string) => ({
  list: () => t.client().call(listUsers, {}, { token }),
  post: (body: z.input<typeof userCreateSchema>) => t.client().call(createUser, { body }, { token }),
  put: (id: number, body: z.input<typeof userUpdateSchema>) =>
    t.client().call(updateUser, { ...byId(id), body }, { token }),
  delete: (id: number) => t.client().call(deleteUser, byId(id), { token }),
});

async function createViaApi(overrides: Parameters<typeof newAccount>[0] = {}) {
  const account = newAccount(overrides);
  const response = await as(adminToken).post(account);
  expect(response.status).toBe(201);
  if (!response.ok) throw new Error(response.body.detail);
  return { account, user: response.body };
}

async function expectError<R extends RouteSpec>(response: CallResult<R>, status: number, code: string) {
  expect(response.status).toBe(status);
  if (response.ok) throw new Error(`expected ${code}, got a success`);
  expect(response.body.code).toBe(code);
  return response.body.detail;
}

/** The list as the server wrote it, before the contract's schema dropped any field it does not know. */
async function rawList(token: string) {
  const response = await t.client().raw(listUsers, {}, { token });
  expect(response.status).toBe(200);
  const raw: unknown = await response.clone().json();
  return { raw, list: await readSuccess(listUsers, response) };
}

describe('GET /api/users/admin/users', () => {
  it('lists every account with its provider and never a password hash', async () => {
    const { user } = await createViaApi();
    const sso = await upsertOidcUser(t.db, {
      issuer: 'https://sso.example.edu',
      subject: `list-${Date.now()}`,
      email: `sso-list-${Date.now()}@example.edu`,
      name: `單一登入-${Date.now()}`,
      avatarUrl: null,
    });
    const { raw, list } = await rawList(adminToken);
    expect(JSON.stringify(raw)).not.toMatch(/password|scrypt/i);
    expect(list.find((row) => row.id === user.id)).toMatchObject({ auth_provider: 'local', is_admin: false });
    expect(list.find((row) => row.id === sso.id)).toMatchObject({ auth_provider: 'oidc' });
    expect(list.find((row) => row.id === admin.user.id)?.last_login_at).not.toBeNull();
  });

  it('refuses a non-admin with 403 and a guest with 401', async () => {
    await expectError(await as(studentToken).list(), 403, 'forbidden');
    expect((await t.client().call(listUsers)).status).toBe(401);
  });
});

describe('POST /api/users/admin/users', () => {
  it('creates a local account that can sign in, without logging or returning the password', async () => {
    const { account, user } = await createViaApi({ is_admin: true, password: 'secret-for-log-check' });
    expect(user).toMatchObject({
      name: account.name,
      email: account.email,
      is_admin: true,
      auth_provider: 'local',
    });
    expect(user.last_login_at).toBeNull();
    expect(await t.signIn({ name: account.name }, 'secret-for-log-check')).toEqual(expect.any(String));
    expect(t.logs.text()).not.toContain('secret-for-log-check');
  });

  it('hashes the password at the production cost on a server built without a cheaper one', async () => {
    // The test app hashes cheaply; the server's own composition gives no `passwords`.
    const { passwords: _cheap, ...deps } = t.appDeps;
    const server = createTestClient(createApp(deps));
    const account = newAccount();
    const created = await server.output(createUser, { body: account }, { token: adminToken });
    const [row] = await t.db.select().from(users).where(eq(users.id, created.id));
    expect(row?.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
  });

  it('answers 409 duplicate_name and duplicate_email (any letter case) with a zh-TW detail', async () => {
    const { account } = await createViaApi();
    const sameName = await as(adminToken).post(newAccount({ name: account.name }));
    expect(await expectError(sameName, 409, 'duplicate_name')).toContain('名稱');
    const sameEmail = await as(adminToken).post(newAccount({ email: account.email.toUpperCase() }));
    expect(await expectError(sameEmail, 409, 'duplicate_email')).toContain('電子郵件');
  });

  it('lets only one of two simultaneous creations of the same name or email through', async () => {
    const first = newAccount();
    const sameName = await Promise.all([
      as(adminToken).post(first),
      as(adminToken).post(newAccount({ name: first.name })),
    ]);
    expect(sameName.map((response) => response.status).sort()).toEqual([201, 409]);
    const second = newAccount();
    const sameEmail = await Promise.all([
      as(adminToken).post(second),
      as(adminToken).post(newAccount({ email: second.email.toUpperCase() })),
    ]);
    expect(sameEmail.map((response) => response.status).sort()).toEqual([201, 409]);
    const list = await t.client().output(listUsers, {}, { token: adminToken });
    expect(list.filter((row) => row.name === first.name)).toHaveLength(1);
    expect(list.filter((row) => row.email.toLowerCase() === second.email)).toHaveLength(1);
  });

  it('refuses a malformed email, a short password and a blank name with 400', async () => {
    const badEmail = await as(adminToken).post(newAccount({ email: 'not-an-email' }));
    expect(await expectError(badEmail, 400, 'invalid_input')).toContain('電子郵件格式不正確');
    await expectError(await as(adminToken).post(newAccount({ password: 'short' })), 400, 'invalid_input');
    await expectError(await as(adminToken).post(newAccount({ name: '   ' })), 400, 'invalid_input');
  });

  it('refuses a non-admin', async () => {
    await expectError(await as(studentToken).post(newAccount()), 403, 'forbidden');
  });
});

describe('PUT /api/users/admin/users/{id}', () => {
  it('changes name, email and admin flag, and resets a local password', async () => {
    const { user } = await createViaApi();
    const changes = {
      name: `改名-${Date.now()}`,
      email: `renamed-${Date.now()}@example.edu`,
      is_admin: true,
    };
    const response = await as(adminToken).put(user.id, { ...changes, password: 'brand-new-password' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject(changes);
    expect(await t.signIn({ name: changes.name }, 'brand-new-password')).toEqual(expect.any(String));
    expect((await t.client().login(changes.name, 'a-good-password')).status).toBe(401);
    expect(t.logs.text()).not.toContain('brand-new-password');
  });

  it('refuses an email another account holds in another letter case', async () => {
    const first = await createViaApi();
    const second = await createViaApi();
    await expectError(
      await as(adminToken).put(second.user.id, { email: first.account.email.toUpperCase() }),
      409,
      'duplicate_email',
    );
    // Changing only the letter case of one's own email is no conflict.
    const own = await as(adminToken).put(second.user.id, { email: second.account.email.toUpperCase() });
    expect(own.status).toBe(200);
  });

  it('takes admin rights away at once: a demoted admin’s existing token is refused', async () => {
    const other = await t.createUser({ isAdmin: true });
    const token = await t.signIn(other.user, other.password);
    expect((await as(token).list()).status).toBe(200);
    expect((await as(adminToken).put(other.user.id, { is_admin: false })).status).toBe(200);
    await expectError(await as(token).list(), 401, 'unauthorized');
    const again = await t.signIn(other.user, other.password);
    await expectError(await as(again).list(), 403, 'forbidden');
  });

  it('answers 409 with the field when the new name or email belongs to someone else', async () => {
    const first = await createViaApi();
    const second = await createViaApi();
    await expectError(
      await as(adminToken).put(second.user.id, { name: first.account.name }),
      409,
      'duplicate_name',
    );
    await expectError(
      await as(adminToken).put(second.user.id, { email: first.account.email }),
      409,
      'duplicate_email',
    );
    // Keeping one's own name is no conflict.
    expect((await as(adminToken).put(second.user.id, { name: second.account.name })).status).toBe(200);
  });

  it('refuses a password for a single sign-on account', async () => {
    const sso = await upsertOidcUser(t.db, {
      issuer: 'https://sso.example.edu',
      subject: `put-${Date.now()}`,
      email: `sso-put-${Date.now()}@example.edu`,
      name: `單一登入改-${Date.now()}`,
      avatarUrl: null,
    });
    const detail = await expectError(
      await as(adminToken).put(sso.id, { password: 'whatever-password' }),
      400,
      'sso_password',
    );
    expect(detail).toContain('單一登入');
    const promoted = await as(adminToken).put(sso.id, { is_admin: true });
    expect(promoted.body).toMatchObject({ is_admin: true, auth_provider: 'oidc' });
  });

  it('does not let an admin demote themself, but lets them edit their own name', async () => {
    const self = await t.createUser({ isAdmin: true });
    const token = await t.signIn(self.user, self.password);
    expect(
      await expectError(await as(token).put(self.user.id, { is_admin: false }), 400, 'cannot_demote_self'),
    ).toContain('管理員');
    const renamed = await as(token).put(self.user.id, { name: `${self.user.name}-新`, is_admin: true });
    expect(renamed.status).toBe(200);
  });

  it('refuses an edit that changes nothing with 400 and says so, changing nothing', async () => {
    const { user } = await createViaApi();
    expect(await expectError(await as(adminToken).put(user.id, {}), 400, 'invalid_input')).toBe(
      '沒有要修改的欄位',
    );
    const list = await t.client().output(listUsers, {}, { token: adminToken });
    expect(list.find((row) => row.id === user.id)).toEqual(user);
  });

  it('answers 404 for an unknown user and 403 for a non-admin', async () => {
    await expectError(await as(adminToken).put(999_999, { is_admin: true }), 404, 'user_not_found');
    const { user } = await createViaApi();
    await expectError(await as(studentToken).put(user.id, { is_admin: true }), 403, 'forbidden');
  });
});

describe('DELETE /api/users/admin/users/{id}', () => {
  it('removes the account, ends its sessions and keeps its uploads without an uploader', async () => {
    const { account, user } = await createViaApi();
    const token = await t.signIn({ name: account.name }, account.password);
    const archive = await insertArchive(t, { courseId: (await insertCourse(t)).id, uploaderId: user.id });

    const response = await as(adminToken).delete(user.id);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    expect((await t.client().call(routes.users.me, {}, { token })).status).toBe(401);
    const [kept] = await t.db.select().from(archives).where(eq(archives.id, archive.id));
    expect(kept).toMatchObject({ id: archive.id, uploaderId: null, deletedAt: null });
    const list = await t.client().output(listUsers, {}, { token: adminToken });
    expect(list.some((row) => row.id === user.id)).toBe(false);
    await expectError(await as(adminToken).delete(user.id), 404, 'user_not_found');
  });

  it('does not let an admin delete themself', async () => {
    const detail = await expectError(await as(adminToken).delete(admin.user.id), 400, 'cannot_delete_self');
    expect(detail).toContain('自己');
  });

  it('refuses a non-admin', async () => {
    const { user } = await createViaApi();
    await expectError(await as(studentToken).delete(user.id), 403, 'forbidden');
  });
});
