// A browser that has signed in to an account before is known by its device cookie: its attempts answer for
// themselves only, so guessing from everywhere else slows everywhere else and never its owner.
import { randomBytes } from 'node:crypto';
import { serializeSigned } from 'hono/utils/cookie';
import { describe, expect, it } from 'vitest';
import { loginFailures } from '../db/schema.ts';
import { deriveKey } from '../secret-keys.ts';
import { useTestApp } from '../test-support/app.ts';
import { useSignIns } from '../test-support/sign-ins.ts';
import { DEVICE_COOKIE } from './device-cookie.ts';
import { LOGIN_DELAYS, waitDetail } from './rate-limit.ts';

const t = useTestApp({ env: { TRUST_PROXY: 'true' } });
const { newAddress, loginFrom, wait, failTimes, knownBrowser } = useSignIns(t);

/** The device cookie's payload, as the browser stores it before the signature. */
const payloadOf = (device: string) => device.slice(`${DEVICE_COOKIE}=`.length).split('.')[0] ?? '';
const cookieOf = (payload: object) =>
  `${DEVICE_COOKIE}=${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;

describe('80 addresses guessing one account while its owner signs in from a known browser', () => {
  it('slows the guesses down and lets the owner in', async () => {
    const { user, password } = await t.createUser();
    const home = newAddress();
    const signedIn = await loginFrom(home, user.name, password);
    expect(signedIn.status).toBe(200);
    const device = signedIn.device ?? '';

    const answers = [];
    for (let guess = 0; guess < 80; guess++) {
      answers.push(await loginFrom(newAddress(), user.name, `guess-${guess}`));
    }
    const statuses = answers.map((answer) => answer.status);
    expect(statuses).toEqual([
      ...Array(LOGIN_DELAYS.account.free).fill(401),
      ...Array(80 - LOGIN_DELAYS.account.free).fill(429),
    ]);
    expect(answers.at(-1)).toMatchObject({
      retryAfter: '1',
      body: { code: 'too_many_attempts', detail: waitDetail(1) },
    });

    // The owner's own browser is not held to the account's pace, at home or anywhere else…
    expect((await loginFrom(home, user.name, password, device)).status).toBe(200);
    expect((await loginFrom(newAddress(), user.name, password, device)).status).toBe(200);
    // …while a browser the account has never signed in from waits like the guesses do.
    expect((await loginFrom(home, user.name, password)).status).toBe(429);
    // Neither the cookie nor its nonce is ever written to the log.
    expect(t.logs.text()).not.toContain(payloadOf(device));
  });

  it('keeps the account slowed when its owner signs in from a known browser', async () => {
    const { user, password } = await t.createUser();
    const device = await knownBrowser(user.name, password);
    for (let guess = 0; guess < LOGIN_DELAYS.account.free; guess++) {
      await failTimes(1, newAddress(), user.name);
    }
    expect((await loginFrom(newAddress(), user.name, password, device)).status).toBe(200);
    // A success from a known browser forgives that browser, not the guesses made from elsewhere.
    expect((await loginFrom(newAddress(), user.name, 'one-more-guess')).status).toBe(429);
  });
});

describe('a device cookie that does not vouch for the account', () => {
  /** An account whose unknown sources have spent their free failures, and the right password for it. */
  async function accountUnderAttack() {
    const { user, password } = await t.createUser();
    const device = await knownBrowser(user.name, password);
    for (let guess = 0; guess < LOGIN_DELAYS.account.free; guess++) {
      await failTimes(1, newAddress(), user.name);
    }
    expect((await loginFrom(newAddress(), user.name, password)).status).toBe(429);
    return { user, password, device };
  }

  it('counts as an unknown source when it was issued to another account', async () => {
    const { user, password } = await accountUnderAttack();
    const other = await t.createUser();
    const othersDevice = await knownBrowser(other.user.name, other.password);
    expect((await loginFrom(newAddress(), user.name, password, othersDevice)).status).toBe(429);
  });

  it('counts as an unknown source when it has been changed or made up', async () => {
    const { user, password, device } = await accountUnderAttack();
    const [, signature = ''] = device.split('.');
    const genuine = JSON.parse(Buffer.from(payloadOf(device), 'base64url').toString('utf8'));
    // Another nonce under the genuine signature.
    const tampered = `${cookieOf({ ...genuine, nonce: randomBytes(16).toString('base64url') })}.${signature}`;
    // The account's own id, unsigned, or signed with a key that is not the server's.
    const payload = cookieOf({ user: user.id, nonce: randomBytes(16).toString('base64url') });
    const value = payload.slice(`${DEVICE_COOKIE}=`.length);
    const forged = (await serializeSigned(DEVICE_COOKIE, value, deriveKey('guessed', 'device-cookie'))).split(
      ';',
    )[0];
    for (const cookie of [tampered, forged, payload, `${DEVICE_COOKIE}=garbage`]) {
      expect((await loginFrom(newAddress(), user.name, password, cookie)).status).toBe(429);
    }
    // The genuine one still vouches.
    expect((await loginFrom(newAddress(), user.name, password, device)).status).toBe(200);
  });
});

describe('a known browser', () => {
  it('gets its cookie HttpOnly, SameSite=Strict, for sign-ins only, for a year', async () => {
    const { user, password } = await t.createUser();
    const { setCookie } = await loginFrom(newAddress(), user.name, password);
    expect(setCookie).toMatch(new RegExp(`^${DEVICE_COOKIE}=[\\w-]+\\.[\\w%]+;`));
    expect(setCookie).toContain('; HttpOnly');
    expect(setCookie).toContain('; SameSite=Strict');
    expect(setCookie).toContain('; Path=/api/auth');
    expect(setCookie).toContain(`; Max-Age=${365 * 24 * 60 * 60}`);
    // Over plain http, as these tests run, it cannot be Secure.
    expect(setCookie).not.toContain('Secure');
  });

  it('is slowed by its own failures only, and they do not slow anybody else', async () => {
    const { user, password } = await t.createUser();
    const device = await knownBrowser(user.name, password);
    const desk = newAddress();
    await failTimes(LOGIN_DELAYS.device.free, desk, user.name, device);
    const slowed = await loginFrom(desk, user.name, password, device);
    expect(slowed).toMatchObject({ status: 429, retryAfter: '1' });
    // The account's other sources are not counted against: the same address without the cookie goes ahead.
    expect((await loginFrom(desk, user.name, password)).status).toBe(200);
    wait(1000);
    expect((await loginFrom(desk, user.name, password, device)).status).toBe(200);
  });

  it('is not slowed by its address failing across accounts', async () => {
    const { user, password } = await t.createUser();
    const device = await knownBrowser(user.name, password);
    const dormitory = newAddress();
    await t.db
      .insert(loginFailures)
      .values({ key: `address:${dormitory}`, failures: 500, lastFailedAt: new Date() });
    expect((await loginFrom(dormitory, user.name, password)).status).toBe(429);
    expect((await loginFrom(dormitory, user.name, password, device)).status).toBe(200);
  });
});
