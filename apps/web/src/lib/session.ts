import { storageKeys } from '@pastexam/api-contract/storage-keys';
import type { CurrentUser, Session } from './session-token.ts';

export type { CurrentUser, Session } from './session-token.ts';

/** A token counts as valid until its expiry is more than this far in the past (product §3.6). */
export const EXPIRY_TOLERANCE_MS = 60_000;

export function isSessionValid(session: Session, now: number): boolean {
  return now - session.expiresAt <= EXPIRY_TOLERANCE_MS;
}

/** Reads a token's session, or null when it is not one of ours. */
export type SessionDecoder = (token: string) => Session | null;

/**
 * Why the session changed: `unauthorized` means the server refused the token (a 401); `renewed`, the same user
 * goes on with a fresh token (after changing their own password).
 */
export type AuthEvent = 'signed-in' | 'signed-out' | 'unauthorized' | 'renewed';
type AuthListener = (event: AuthEvent) => void;

const loadSessionDecoder = (): Promise<SessionDecoder> =>
  import('./session-token.ts').then((module) => module.decodeSession);

/**
 * The signed-in state, kept in session storage `authToken` (product §3.5). The router reads it in its guards,
 * React subscribes to it, and the HTTP client reports 401s to it. The token decoder is loaded on demand:
 * `ready()` (awaited by the root route before every navigation) loads it when a token is stored, and
 * `signIn()` before it reads a new one.
 */
export function createAuthStore(
  storage: Storage,
  now: () => number = Date.now,
  loadDecoder: () => Promise<SessionDecoder> = loadSessionDecoder,
) {
  const listeners = new Set<AuthListener>();
  let decode: SessionDecoder | null = null;
  let loading: Promise<SessionDecoder> | undefined;
  // Decoding once per distinct token keeps getUser() referentially stable for useSyncExternalStore.
  let decoded: { token: string; session: Session | null } | undefined;

  const readToken = () => storage.getItem(storageKeys.authToken);

  function decoder(): Promise<SessionDecoder> {
    loading ??= loadDecoder().then(
      (loaded) => {
        decode = loaded;
        return loaded;
      },
      (error: unknown) => {
        // Fetching it failed (a dropped connection): the next navigation tries again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  }

  /** The stored token's session; null without a token, with an unusable one, or before the decoder is here. */
  function currentSession(): Session | null {
    const token = readToken();
    if (!token || !decode) return null;
    if (decoded?.token !== token) decoded = { token, session: decode(token) };
    const { session } = decoded;
    return session && isSessionValid(session, now()) ? session : null;
  }

  const notify = (event: AuthEvent) => {
    for (const listener of [...listeners]) listener(event);
  };

  function clear(event: AuthEvent) {
    storage.removeItem(storageKeys.authToken);
    notify(event);
  }

  /** Stores a usable token and says why; null, and nothing stored, when the token is unusable. */
  function store(token: string, read: SessionDecoder, event: 'signed-in' | 'renewed'): CurrentUser | null {
    const session = read(token);
    if (!session || !isSessionValid(session, now())) return null;
    storage.setItem(storageKeys.authToken, token);
    notify(event);
    return session.user;
  }

  return {
    /**
     * Makes a stored token readable. Never rejects: when the decoder cannot be fetched the token is kept but
     * reads as signed out until a later navigation succeeds.
     */
    async ready(): Promise<void> {
      if (decode || readToken() === null) return;
      await decoder().catch(() => undefined);
    },
    getUser: (): CurrentUser | null => currentSession()?.user ?? null,
    getToken: (): string | null => currentSession()?.token ?? null,
    /** Re-checks the stored token (start-up, every navigation) and drops it once it is no longer valid. */
    revalidate(): CurrentUser | null {
      const session = currentSession();
      // Without the decoder nothing is known about the token, so nothing is dropped.
      if (!session && decode && readToken() !== null) clear('signed-out');
      return session?.user ?? null;
    },
    /** Stores a freshly issued token; resolves to the user, or null (nothing stored) when it is unusable. */
    signIn: async (token: string): Promise<CurrentUser | null> => store(token, await decoder(), 'signed-in'),
    /**
     * Replaces the token with a fresh one of the same user, whose old one the server ended (their own password
     * change); null, and nothing stored, when it is unusable, names someone else or nobody is signed in.
     */
    renew(token: string): CurrentUser | null {
      const current = currentSession();
      // A signed-in session was read with the decoder, so it is already here.
      if (!current || !decode || decode(token)?.user.id !== current.user.id) return null;
      return store(token, decode, 'renewed');
    },
    signOut: () => clear('signed-out'),
    /** The server answered 401: the token is gone for good. */
    reportUnauthorized: () => clear('unauthorized'),
    subscribe(listener: AuthListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type AuthStore = ReturnType<typeof createAuthStore>;
