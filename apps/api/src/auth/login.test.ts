import { readError, routes, tokenClaimsSchema } from '@pastexam/api-contract';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/app.ts';

const t = useTestApp({ env: { TOKEN_TTL_MINUTES: '90' } });

describe('POST /api/auth/login', () => {
  it('returns a bearer token carrying the claims the web app reads', async () => {
    const { user, password } = await t.createUser({ isAdmin: true });
    const response = await t.client().login(user.name, password);

    expect(response.status).toBe(200);
    if (!response.ok) throw new Error(response.body.detail);
    const body = response.body;
    expect(body.token_type).toBe('bearer');
    const raw = decodeJwt(body.access_token);
    const claims = tokenClaimsSchema.parse(raw);
    expect(claims).toMatchObject({
      uid: user.id,
      email: user.email,
      name: user.name,
      is_admin: true,
      avatar_url: null,
      realm_roles: [],
    });
    expect(raw.sub).toBe(String(user.id));
    expect(raw.jti).toEqual(expect.any(String));
    expect(claims.exp - (raw.iat ?? 0)).toBe(90 * 60);
  });

  it('accepts the email, in any letter case, instead of the name', async () => {
    const { user, password } = await t.createUser();
    const response = await t.client().login(user.email.toUpperCase(), password);
    expect(response.status).toBe(200);
  });

  it('accepts the form sent as multipart/form-data', async () => {
    const { user, password } = await t.createUser();
    const form = new FormData();
    form.set('username', user.name);
    form.set('password', password);
    // The typed caller sends this route's form urlencoded, as the web app does; a browser form may not.
    const response = await t.client().request('POST', '/api/auth/login', {
      body: form,
      headers: { cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abc' },
    });
    expect(response.status).toBe(200);
  });

  it('records the sign-in time', async () => {
    const { user, password } = await t.createUser();
    const token = await t.signIn(user, password);
    const me = await t.client().output(routes.users.me, {}, { token });
    expect(me.last_login_at).toEqual(expect.any(String));
  });

  it('answers 401 with a readable detail for a wrong password or an unknown account', async () => {
    const { user } = await t.createUser();
    for (const [username, password] of [
      [user.name, 'not-the-password'],
      ['nobody-has-this-name', 'whatever'],
    ] as const) {
      const response = await t.client().login(username, password);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        detail: '帳號或密碼錯誤',
        code: 'invalid_credentials',
      });
    }
  });

  it('answers 400 naming the missing field when the account or password is empty', async () => {
    const client = t.client();
    const noAccount = await client.login('   ', 'secret');
    expect(noAccount.status).toBe(400);
    expect(noAccount.body).toEqual({
      detail: '請輸入帳號',
      code: 'invalid_input',
    });

    const noPassword = await client.login('someone', '');
    expect(noPassword.status).toBe(400);
    expect(noPassword.body).toMatchObject({ detail: '請輸入密碼' });

    // An empty form: the typed caller cannot leave out required fields, a hand-written request can.
    const nothing = await client.request('POST', '/api/auth/login', {
      body: new URLSearchParams().toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: 'XSRF-TOKEN=abc',
        'x-xsrf-token': 'abc',
      },
    });
    expect(nothing.status).toBe(400);
    expect((await readError(nothing, '')).detail).toContain('username');
  });
});
