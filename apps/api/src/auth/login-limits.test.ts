// Sign-in limits that stop guessing without locking out the owner, for sources the account does not know: a
// browser without its device cookie (device-cookie.test.ts covers those with one). Addresses are simulated: with
// TRUST_PROXY the address is the one X-Forwarded-For names.
import { routes } from '@pastexam/api-contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginChecks, loginFailures } from '../db/schema.ts';
import { useTestApp } from '../test-support/app.ts';
import { useSignIns } from '../test-support/sign-ins.ts';
import { LOGIN_DELAYS } from './rate-limit.ts';

const t = useTestApp({ env: { TRUST_PROXY: 'true' } });
const { newAddress, loginFrom, wait, failTimes, knownBrowser } = useSignIns(t);

describe('one address guessing one account', () => {
  it('is asked to wait, before its password is checked, with Retry-After and the wait in zh-TW', async () => {
    const { user, password } = await t.createUser();
    const ip = newAddress();
    await failTimes(LOGIN_DELAYS.account.free, ip, user.name);
    const slowed = await loginFrom(ip, user.name, password);
    expect(slowed).toEqual({
      status: 429,
      retryAfter: '1',
      body: { detail: '登入失敗次數過多，請 1 秒後再試', code: 'too_many_attempts' },
      // Only a success makes a browser known.
      setCookie: null,
      device: null,
    });
    wait(1000);
    expect((await loginFrom(ip, user.name, password)).status).toBe(200);
  });

  it('waits twice as long after every further failure, and asking early does not make it longer', async () => {
    const { user } = await t.createUser();
    const ip = newAddress();
    await failTimes(LOGIN_DELAYS.account.free, ip, user.name);
    const waits: string[] = [];
    for (let round = 0; round < 4; round++) {
      const slowed = await loginFrom(ip, user.name, 'still-wrong');
      expect(slowed.status).toBe(429);
      expect((await loginFrom(ip, user.name, 'still-wrong')).retryAfter).toBe(slowed.retryAfter);
      waits.push(slowed.retryAfter ?? '');
      wait(Number(slowed.retryAfter) * 1000);
      expect((await loginFrom(ip, user.name, 'still-wrong')).status).toBe(401);
    }
    expect(waits).toEqual(['1', '2', '4', '8']);
  });

  it('names a wait of minutes in minutes, and never asks more than 15 minutes', async () => {
    const { user } = await t.createUser();
    const ip = newAddress();
    await failTimes(LOGIN_DELAYS.account.free, ip, user.name);
    // A long history of failures, as many rounds of waiting would leave it.
    await t.db.update(loginFailures).set({ failures: 40 }).where(sql`${loginFailures.key} like 'account:%'`);
    const slowed = await loginFrom(ip, user.name, 'wrong');
    expect(slowed.retryAfter).toBe('900');
    expect(slowed.body).toMatchObject({ detail: '登入失敗次數過多，請 15 分鐘後再試' });
    wait(150_000);
    expect((await loginFrom(ip, user.name, 'wrong')).body).toMatchObject({
      detail: '登入失敗次數過多，請 13 分鐘後再試',
    });
  });

  it('lets only one of several guesses sent together through an opening', async () => {
    const { user } = await t.createUser();
    const ip = newAddress();
    await failTimes(LOGIN_DELAYS.account.free, ip, user.name);
    wait(1000);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => loginFrom(ip, user.name, `together-${i}`)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([401, 429, 429, 429, 429]);
  });

  it('checks no more guesses sent together from a fresh address than its free failures', async () => {
    const { user } = await t.createUser();
    const ip = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => loginFrom(ip, user.name, `together-${i}`)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([
      ...Array(LOGIN_DELAYS.account.free).fill(401),
      ...Array(8 - LOGIN_DELAYS.account.free).fill(429),
    ]);
  });

  it('keeps no record of a check once it has ended, whatever its answer', async () => {
    const { user, password } = await t.createUser();
    const ip = newAddress();
    await failTimes(LOGIN_DELAYS.account.free, ip, user.name);
    expect((await loginFrom(ip, user.name, password)).status).toBe(429);
    expect((await loginFrom(ip, 'nobody-by-this-name', 'guess')).status).toBe(401);
    wait(1000);
    expect((await loginFrom(newAddress(), user.name, password)).status).toBe(200);
    expect(await t.db.select().from(loginChecks)).toEqual([]);
  });

  it('forgives the account’s failures after a correct password', async () => {
    const { user, password } = await t.createUser();
    const ip = newAddress();
    await failTimes(LOGIN_DELAYS.account.free - 1, ip, user.name);
    expect((await loginFrom(ip, user.name, password)).status).toBe(200);
    await failTimes(LOGIN_DELAYS.account.free, ip, user.name);
    expect((await loginFrom(ip, user.name, password)).status).toBe(429);
  });
});

describe('the owner', () => {
  it('waits, from a browser the account does not know, while the account is being guessed at; never from a known one', async () => {
    const { user, password } = await t.createUser();
    const device = await knownBrowser(user.name, password);
    const attacker = newAddress();
    await failTimes(LOGIN_DELAYS.account.free, attacker, user.name);
    for (let round = 0; round < 6; round++) {
      wait(60 * 60_000);
      await failTimes(1, attacker, user.name);
    }
    expect((await loginFrom(attacker, user.name, password)).status).toBe(429);
    expect((await loginFrom(newAddress(), user.name, password)).status).toBe(429);
    expect((await loginFrom(newAddress(), user.name, password, device)).status).toBe(200);
  });

  it('signs in from every tab and script at once: sign-ins still being checked are not failures', async () => {
    const { user, password } = await t.createUser();
    const ip = newAddress();
    const answers = await Promise.all(Array.from({ length: 8 }, () => loginFrom(ip, user.name, password)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
  });
});

describe('the account, whatever it is called', () => {
  it('counts its name and its email (in any letter case) together', async () => {
    const { user, password } = await t.createUser();
    const ip = newAddress();
    await failTimes(1, ip, user.name);
    await failTimes(1, ip, user.email.toUpperCase());
    await failTimes(LOGIN_DELAYS.account.free - 2, ip, user.email);
    expect((await loginFrom(ip, user.name, password)).status).toBe(429);
  });

  it('slows down guesses at a name no account has, in any letter case', async () => {
    const ip = newAddress();
    const name = `nobody-${Date.now()}`;
    await failTimes(LOGIN_DELAYS.account.free, ip, name);
    const slowed = await loginFrom(ip, name.toUpperCase(), 'whatever');
    expect(slowed.status).toBe(429);
  });

  it('counts a guess spread over many addresses as one, whatever address comes next', async () => {
    const { user, password } = await t.createUser();
    const botnet = Array.from({ length: LOGIN_DELAYS.account.free }, newAddress);
    for (const ip of botnet) await failTimes(1, ip, user.name);
    // Each address has failed once only, but together they have spent the account's free failures.
    const [first = ''] = botnet;
    expect((await loginFrom(first, user.name, 'another-guess')).status).toBe(429);
    expect((await loginFrom(newAddress(), user.name, 'another-guess')).status).toBe(429);
    expect((await loginFrom(newAddress(), user.name, password)).status).toBe(429);
    wait(1000);
    expect((await loginFrom(newAddress(), user.name, password)).status).toBe(200);
  });
});

describe('one address failing across many accounts', () => {
  it('is slowed down, a minute at most, never blocked outright', async () => {
    const dormitory = newAddress();
    for (let account = 0; account < LOGIN_DELAYS.address.free; account++) {
      await failTimes(1, dormitory, `typo-${account}-${Date.now()}`);
    }
    const { user, password } = await t.createUser();
    const slowed = await loginFrom(dormitory, user.name, password);
    expect(slowed).toMatchObject({ status: 429, retryAfter: '1' });
    // However long the history, the wait stops growing at a minute.
    await t.db.update(loginFailures).set({ failures: 500 }).where(sql`${loginFailures.key} like 'address:%'`);
    expect((await loginFrom(dormitory, user.name, password)).retryAfter).toBe('60');
    wait(60_000);
    expect((await loginFrom(dormitory, user.name, password)).status).toBe(200);
    // Elsewhere the same person is not slowed at all.
    expect((await loginFrom(newAddress(), user.name, password)).status).toBe(200);
    // Some two dozen password hashes, each a deliberate CPU cost: seconds apiece while other work holds both cores.
  }, 120_000);
});

describe('every replica', () => {
  it('applies the same counters, kept in the database', async () => {
    const { user, password } = await t.createUser();
    const ip = newAddress();
    const replica = await t.replica();
    const replicaLogin = (pw: string) =>
      replica.call(
        routes.auth.login,
        { body: { username: user.name, password: pw } },
        { headers: { 'x-forwarded-for': ip } },
      );
    await failTimes(LOGIN_DELAYS.account.free, ip, user.name);
    expect((await replicaLogin(password)).status).toBe(429);
    wait(1000);
    expect((await replicaLogin(password)).status).toBe(200);
  });

  it('knows a browser whichever replica it signed in through', async () => {
    const { user, password } = await t.createUser();
    const device = await knownBrowser(user.name, password);
    await failTimes(LOGIN_DELAYS.account.free, newAddress(), user.name);
    const replica = await t.replica();
    const headers = { 'x-forwarded-for': newAddress(), cookie: device };
    const body = { username: user.name, password };
    expect((await replica.call(routes.auth.login, { body }, { headers })).status).toBe(200);
  });
});
