import { describe, expect, it, vi } from 'vitest';
import { claimsFor, makeToken } from '../testing/tokens.ts';
import { createAuthStore, isSessionValid } from './session.ts';
import { decodeSession } from './session-token.ts';

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

  it('makes the store treat a token 61 s past expiry as signed out and drop it on revalidation', async () => {
    sessionStorage.setItem('authToken', tokenExpiringAt(nowSeconds - 61));
    const auth = createAuthStore(sessionStorage, () => NOW);
    await auth.ready();
    const listener = vi.fn();
    auth.subscribe(listener);
    expect(auth.getUser()).toBeNull();
    expect(auth.getToken()).toBeNull();
    expect(auth.revalidate()).toBeNull();
    expect(sessionStorage.getItem('authToken')).toBeNull();
    expect(listener).toHaveBeenCalledWith('signed-out');
  });

  it('keeps a token 59 s past expiry', async () => {
    const token = tokenExpiringAt(nowSeconds - 59);
    sessionStorage.setItem('authToken', token);
    const auth = createAuthStore(sessionStorage, () => NOW);
    await auth.ready();
    expect(auth.revalidate()?.name).toBe('王小明');
    expect(auth.getToken()).toBe(token);
  });
});

describe('auth store', () => {
  it('stores a usable token on sign-in and notifies subscribers', async () => {
    const auth = createAuthStore(sessionStorage, () => NOW);
    const listener = vi.fn();
    auth.subscribe(listener);
    const token = tokenExpiringAt(nowSeconds + 3600);
    expect((await auth.signIn(token))?.name).toBe('王小明');
    expect(sessionStorage.getItem('authToken')).toBe(token);
    expect(listener).toHaveBeenCalledWith('signed-in');
    // The same object each time, so React's external-store subscription does not loop.
    expect(auth.getUser()).toBe(auth.getUser());
  });

  it('refuses an unusable token without storing it', async () => {
    const auth = createAuthStore(sessionStorage, () => NOW);
    expect(await auth.signIn('garbage')).toBeNull();
    expect(await auth.signIn(tokenExpiringAt(nowSeconds - 120))).toBeNull();
    expect(sessionStorage.getItem('authToken')).toBeNull();
  });

  it('renews the token of the signed-in user only, telling subscribers it is the same user', async () => {
    const first = tokenExpiringAt(nowSeconds + 60);
    sessionStorage.setItem('authToken', first);
    const auth = createAuthStore(sessionStorage, () => NOW);
    await auth.ready();
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

  it('clears the token on a reported 401 and tells subscribers why', async () => {
    sessionStorage.setItem('authToken', tokenExpiringAt(nowSeconds + 3600));
    const auth = createAuthStore(sessionStorage, () => NOW);
    await auth.ready();
    expect(auth.getUser()?.name).toBe('王小明');
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

describe('the token decoder', () => {
  it('is never fetched for a guest, who has no token to read', async () => {
    const loadDecoder = vi.fn(async () => decodeSession);
    const auth = createAuthStore(sessionStorage, () => NOW, loadDecoder);
    await auth.ready();
    expect(auth.revalidate()).toBeNull();
    expect(auth.getUser()).toBeNull();
    expect(loadDecoder).not.toHaveBeenCalled();
  });

  it('is fetched once for a stored token, which is neither read nor dropped before it arrives', async () => {
    const token = tokenExpiringAt(nowSeconds + 3600);
    sessionStorage.setItem('authToken', token);
    const loadDecoder = vi.fn(async () => decodeSession);
    const auth = createAuthStore(sessionStorage, () => NOW, loadDecoder);
    expect(auth.revalidate()).toBeNull();
    expect(sessionStorage.getItem('authToken')).toBe(token);

    await Promise.all([auth.ready(), auth.ready()]);
    expect(auth.revalidate()?.name).toBe('王小明');
    expect(loadDecoder).toHaveBeenCalledTimes(1);
  });

  it('keeps the token when it cannot be fetched, and tries again on the next navigation', async () => {
    const token = tokenExpiringAt(nowSeconds + 3600);
    sessionStorage.setItem('authToken', token);
    const loadDecoder = vi
      .fn<() => Promise<typeof decodeSession>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(decodeSession);
    const auth = createAuthStore(sessionStorage, () => NOW, loadDecoder);

    await auth.ready();
    expect(auth.revalidate()).toBeNull();
    expect(sessionStorage.getItem('authToken')).toBe(token);

    await auth.ready();
    expect(auth.revalidate()?.name).toBe('王小明');
    expect(loadDecoder).toHaveBeenCalledTimes(2);
  });
});
