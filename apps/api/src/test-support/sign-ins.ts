import { routes } from '@pastexam/api-contract';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { DEVICE_COOKIE } from '../auth/device-cookie.ts';
import type { TestApp } from './app.ts';

/**
 * Sign-ins as the sign-in limits see them, for a test app started with TRUST_PROXY: each comes from the address
 * X-Forwarded-For names, with or without the device cookie a browser kept from an earlier sign-in. The server's
 * clock stands still during each test, so a busy machine cannot make a wait pass early, and waiting is moving
 * that clock forward, never sleeping.
 */
export function useSignIns(t: TestApp) {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date());
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  let addresses = 0;
  /** A fresh address, as X-Forwarded-For names it. */
  const newAddress = () => {
    addresses += 1;
    return `198.51.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
  };

  /**
   * Signs in from `ip` through the proxy, sending `device` (a `device=…` pair) when given. `device` in the
   * answer is the device cookie the server issued, as the browser would send it back, and `setCookie` its whole
   * Set-Cookie line.
   */
  async function loginFrom(ip: string, username: string, password: string, device?: string) {
    const headers: Record<string, string> = { 'x-forwarded-for': ip };
    if (device) headers.cookie = device;
    const answer = await t.client().raw(routes.auth.login, { body: { username, password } }, { headers });
    const body: unknown = await answer.json();
    const setCookie = answer.headers.getSetCookie().find((line) => line.startsWith(`${DEVICE_COOKIE}=`));
    return {
      status: answer.status,
      retryAfter: answer.headers.get('retry-after'),
      body,
      setCookie: setCookie ?? null,
      device: setCookie?.split(';')[0] ?? null,
    };
  }

  /** Lets `ms` pass on the server's clock. */
  function wait(ms: number) {
    vi.setSystemTime(Date.now() + ms);
  }

  /** `times` wrong passwords from `ip`, each answered 401. */
  async function failTimes(times: number, ip: string, username: string, device?: string) {
    for (let attempt = 0; attempt < times; attempt++) {
      expect((await loginFrom(ip, username, `wrong-${attempt}`, device)).status).toBe(401);
    }
  }

  /** Signs in with the right password from a fresh address and returns the device cookie it was given. */
  async function knownBrowser(username: string, password: string): Promise<string> {
    const answer = await loginFrom(newAddress(), username, password);
    expect(answer.status).toBe(200);
    if (!answer.device) throw new Error('the sign-in issued no device cookie');
    return answer.device;
  }

  return { newAddress, loginFrom, wait, failTimes, knownBrowser };
}
