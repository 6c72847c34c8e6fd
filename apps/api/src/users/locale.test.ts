import { errorCatalogue, routes, XSRF_COOKIE, XSRF_HEADER } from '@pastexam/api-contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { useTestApp } from '../test-support/app.ts';
import { signedInUser } from '../test-support/archives.ts';

const t = useTestApp();

const setLocale = (token: string, locale: 'zh-TW' | 'en') =>
  t.client().call(routes.users.updateMyLocale, { body: { locale } }, { token });
const storedLocale = async (id: number) =>
  (await t.db.select({ locale: users.locale }).from(users).where(eq(users.id, id)))[0]?.locale;

/** The error envelope of a request sent as a browser with these languages would send it. */
async function envelope(
  path: string,
  init: { method?: string; token?: string; languages?: string; body?: string },
) {
  const headers: Record<string, string> = {
    cookie: `${XSRF_COOKIE}=walk`,
    [XSRF_HEADER]: 'walk',
    'content-type': 'application/json',
  };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.languages) headers['accept-language'] = init.languages;
  const response = await t.client().request(init.method ?? 'GET', path, { headers, body: init.body });
  return { status: response.status, body: (await response.json()) as { code: string; detail: string } };
}

describe('PUT /users/me/locale: the interface language', () => {
  it('is null until chosen, then kept and shown by GET /users/me', async () => {
    const student = await signedInUser(t);
    expect((await t.client().output(routes.users.me, {}, { token: student.token })).locale).toBeNull();
    expect(await setLocale(student.token, 'en')).toMatchObject({
      status: 200,
      body: { id: student.id, locale: 'en' },
    });
    expect((await t.client().output(routes.users.me, {}, { token: student.token })).locale).toBe('en');
    expect(await setLocale(student.token, 'zh-TW')).toMatchObject({ status: 200, body: { locale: 'zh-TW' } });
    expect(await storedLocale(student.id)).toBe('zh-TW');
  });

  it('refuses a language the interface does not have, and keeps the one chosen', async () => {
    const student = await signedInUser(t);
    await setLocale(student.token, 'en');
    const answer = await envelope('/api/users/me/locale', {
      method: 'PUT',
      token: student.token,
      body: JSON.stringify({ locale: 'fr' }),
    });
    expect(answer.status).toBe(400);
    // The saved choice is English: the field's zh-TW detail gives way to the code's English message.
    expect(answer.body).toEqual({
      code: 'invalid_input',
      detail: 'The request is not in the expected format',
    });
    expect(await storedLocale(student.id)).toBe('en');
  });

  it('needs a signed-in user', async () => {
    const answer = await envelope('/api/users/me/locale', {
      method: 'PUT',
      body: JSON.stringify({ locale: 'en' }),
    });
    expect(answer).toEqual({
      status: 401,
      body: { code: 'unauthorized', detail: errorCatalogue.unauthorized.message },
    });
  });
});

describe('error messages in the request language', () => {
  it('follow Accept-Language for a guest, zh-TW when it asks for nothing', async () => {
    const english = await envelope('/api/users/me', { languages: 'en-US,en;q=0.9' });
    expect(english.body).toEqual({
      code: 'unauthorized',
      detail: 'Your session has ended; please sign in again',
    });
    const french = await envelope('/api/users/me', { languages: 'fr-FR' });
    expect(french.body.detail).toBe('Your session has ended; please sign in again');
    const chinese = await envelope('/api/users/me', { languages: 'zh-TW,en;q=0.5' });
    expect(chinese.body.detail).toBe(errorCatalogue.unauthorized.message);
    expect((await envelope('/api/users/me', {})).body.detail).toBe(errorCatalogue.unauthorized.message);
  });

  it("follow a signed-in user's saved choice over the browser's", async () => {
    const student = await signedInUser(t);
    const adminOnly = '/api/users/admin/users';
    const before = await envelope(adminOnly, { token: student.token, languages: 'en' });
    expect(before.body).toEqual({ code: 'forbidden', detail: 'Administrator permission is required' });
    await setLocale(student.token, 'zh-TW');
    const after = await envelope(adminOnly, { token: student.token, languages: 'en' });
    expect(after).toEqual({
      status: 403,
      body: { code: 'forbidden', detail: errorCatalogue.forbidden.message },
    });
  });
});
