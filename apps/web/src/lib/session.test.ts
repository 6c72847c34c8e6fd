import { describe, expect, it, vi } from 'vitest';
import { claimsFor, makeToken } from '../testing/tokens.ts';
import { createAuthStore, decodeSession, isSessionValid } from './session.ts';

const NOW = Date.UTC(2026, 10, 1, 12, 0, 0);
const nowSeconds = NOW / 1000;

function tokenExpiringAt(expSeconds: number, overrides: Record<string, unknown> = {}) {
  return makeToken({ ...claimsFor({}), exp: expSeconds, ...overrides });
}

describe('decodeSession', () => {
  it('derives the current user from the claims', () => {
    const token = makeToken({
      ...claimsFor({ uid: 42, name: '李老師', email: 'teacher@example.edu', is_admin: true }),
      avatar_url: 'https://example.edu/a.png',
      realm_roles: ['staff'],
      exp: nowSeconds + 60,
    });
    expect(decodeSession(token)).toEqual({
      token,
      expiresAt: NOW + 60_000,
      user: {
        id: 42,
        email: 'teacher@example.edu',
        name: '李老師',
        is_admin: true,
        avatar: 'https://example.edu/a.png',
        roles: ['staff'],
      },
    });
  });

  it('applies the defaults of product §3.5 and falls back to "User" for a missing or blank name', () => {
    const {
      name: _name,
      is_admin: _admin,
      realm_roles: _roles,
      avatar_url: _avatar,
      ...rest
    } = claimsFor({});
    const withoutName = decodeSession(makeToken(rest));
    expect(withoutName?.user).toMatchObject({ name: 'User', is_admin: false, roles: [], avatar: null });
    expect(decodeSession(makeToken({ ...claimsFor({}), name: '  ' }))?.user.name).toBe('User');
  });

  it('rejects what is not one of our tokens', () => {
    expect(decodeSession('not-a-token')).toBeNull();
    expect(decodeSession('a.%%%.c')).toBeNull();
    expect(decodeSession(makeToken({ uid: 'seven', exp: nowSeconds }))).toBeNull();
    expect(decodeSession(makeToken({ ...claimsFor({}), exp: undefined }))).toBeNull();
  });
});

describe('expiry tolerance', () => {
  it('counts a token expired 59 s ago as valid and one expired 61 s ago as not', () => {
    const recent = decodeSession(tokenExpiringAt(nowSeconds - 59));
    const stale = decodeSession(tokenExpiringAt(nowSeconds - 61));
    if (!recent || !stale) throw new Error('tokens should decode');
    expect(isSessionValid(recent, NOW)).toBe(true);
    expect(isSessionValid(stale, NOW)).toBe(false);
  });

  it('makes the store treat a token 61 s past expiry as signed out and drop it on revalidation', () => {
    sessionStorage.setItem('authToken', tokenExpiringAt(nowSeconds - 61));
    const auth = createAuthStore(sessionStorage, () => NOW);
    const listener = vi.fn();
    auth.subscribe(listener);
    expect(auth.getUser()).toBeNull();
    expect(auth.getToken()).toBeNull();
    expect(auth.revalidate()).toBeNull();
    expect(sessionStorage.getItem('authToken')).toBeNull();
    expect(listener).toHaveBeenCalledWith('signed-out');
  });

  it('keeps a token 59 s past expiry', () => {
    const token = tokenExpiringAt(nowSeconds - 59);
    sessionStorage.setItem('authToken', token);
    const auth = createAuthStore(sessionStorage, () => NOW);
    expect(auth.revalidate()?.name).toBe('王小明');
    expect(auth.getToken()).toBe(token);
  });
});

describe('auth store', () => {
  it('stores a usable token on sign-in and notifies subscribers', () => {
    const auth = createAuthStore(sessionStorage, () => NOW);
    const listener = vi.fn();
    auth.subscribe(listener);
    const token = tokenExpiringAt(nowSeconds + 3600);
    expect(auth.signIn(token)?.name).toBe('王小明');
    expect(sessionStorage.getItem('authToken')).toBe(token);
    expect(listener).toHaveBeenCalledWith('signed-in');
    // The same object each time, so React's external-store subscription does not loop.
    expect(auth.getUser()).toBe(auth.getUser());
  });

  it('refuses an unusable token without storing it', () => {
    const auth = createAuthStore(sessionStorage, () => NOW);
    expect(auth.signIn('garbage')).toBeNull();
    expect(auth.signIn(tokenExpiringAt(nowSeconds - 120))).toBeNull();
    expect(sessionStorage.getItem('authToken')).toBeNull();
  });

  it('renews the token of the signed-in user only, telling subscribers it is the same user', () => {
    const first = tokenExpiringAt(nowSeconds + 60);
    sessionStorage.setItem('authToken', first);
    const auth = createAuthStore(sessionStorage, () => NOW);
    const listener = vi.fn();
    auth.subscribe(listener);
    expect(auth.renew(tokenExpiringAt(nowSeconds + 3600, { uid: 99 }))).toBeNull();
    expect(auth.renew('garbage')).toBeNull();
    expect(sessionStorage.getItem('authToken')).toBe(first);
    expect(listener).not.toHaveBeenCalled();

    const fresh = tokenExpiringAt(nowSeconds + 3600);
    expect(auth.renew(fresh)?.name).toBe('王小明');
    expect(auth.getToken()).toBe(fresh);
    expect(listener).toHaveBeenCalledExactlyOnceWith('renewed');
  });

  it('renews nothing when nobody is signed in', () => {
    const auth = createAuthStore(sessionStorage, () => NOW);
    expect(auth.renew(tokenExpiringAt(nowSeconds + 3600))).toBeNull();
    expect(sessionStorage.getItem('authToken')).toBeNull();
  });

  it('clears the token on a reported 401 and tells subscribers why', () => {
    sessionStorage.setItem('authToken', tokenExpiringAt(nowSeconds + 3600));
    const auth = createAuthStore(sessionStorage, () => NOW);
    const listener = vi.fn();
    const unsubscribe = auth.subscribe(listener);
    auth.reportUnauthorized();
    expect(sessionStorage.getItem('authToken')).toBeNull();
    expect(auth.getUser()).toBeNull();
    expect(listener).toHaveBeenCalledWith('unauthorized');
    unsubscribe();
    auth.signOut();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
