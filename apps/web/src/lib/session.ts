import { tokenClaimsSchema } from '@pastexam/api-contract';
import { storageKeys } from '@pastexam/api-contract/browser-storage';
import { z } from 'zod';

/** A token counts as valid until its expiry is more than this far in the past (product §3.6). */
export const EXPIRY_TOLERANCE_MS = 60_000;

/** The name shown when the token carries none (product §3.5). */
export const FALLBACK_USER_NAME = 'User';

/** The current user as product §3.5 derives it from the token's claims. */
const sessionSchema = tokenClaimsSchema
  // A token without a name is still a valid sign-in; the UI shows the fallback instead.
  .extend({ name: z.string().optional() })
  .transform((claims) => ({
    user: {
      id: claims.uid,
      email: claims.email,
      name: claims.name?.trim() ? claims.name : FALLBACK_USER_NAME,
      is_admin: claims.is_admin,
      avatar: claims.avatar_url,
      roles: claims.realm_roles,
    },
    expiresAt: claims.exp * 1000,
  }));

type DecodedSession = z.infer<typeof sessionSchema>;
export type CurrentUser = DecodedSession['user'];
export type Session = DecodedSession & { token: string };

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  // Names are Chinese: the payload is UTF-8, which atob alone would mangle.
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** Reads a JWT's payload without verifying it (the server verifies); null when it is not one of our tokens. */
export function decodeSession(token: string): Session | null {
  const segments = token.split('.');
  const payload = segments[1];
  if (segments.length !== 3 || !payload) return null;
  try {
    const parsed = sessionSchema.safeParse(JSON.parse(decodeBase64Url(payload)));
    return parsed.success ? { ...parsed.data, token } : null;
  } catch {
    return null;
  }
}

export function isSessionValid(session: Session, now: number): boolean {
  return now - session.expiresAt <= EXPIRY_TOLERANCE_MS;
}

/**
 * Why the session changed: `unauthorized` means the server refused the token (a 401); `renewed`, the same user
 * goes on with a fresh token (after changing their own password).
 */
export type AuthEvent = 'signed-in' | 'signed-out' | 'unauthorized' | 'renewed';
type AuthListener = (event: AuthEvent) => void;

/**
 * The signed-in state, kept in session storage `authToken` (product §3.5). The router reads it in its guards,
 * React subscribes to it, and the HTTP client reports 401s to it.
 */
export function createAuthStore(storage: Storage, now: () => number = Date.now) {
  const listeners = new Set<AuthListener>();
  // Decoding once per distinct token keeps getUser() referentially stable for useSyncExternalStore.
  let decoded: { token: string; session: Session | null } | undefined;

  const readToken = () => storage.getItem(storageKeys.authToken);

  function currentSession(): Session | null {
    const token = readToken();
    if (!token) return null;
    if (decoded?.token !== token) decoded = { token, session: decodeSession(token) };
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
  function store(token: string, event: 'signed-in' | 'renewed'): CurrentUser | null {
    const session = decodeSession(token);
    if (!session || !isSessionValid(session, now())) return null;
    storage.setItem(storageKeys.authToken, token);
    notify(event);
    return session.user;
  }

  return {
    getUser: (): CurrentUser | null => currentSession()?.user ?? null,
    getToken: (): string | null => currentSession()?.token ?? null,
    /** Re-checks the stored token (start-up, every navigation) and drops it once it is no longer valid. */
    revalidate(): CurrentUser | null {
      const session = currentSession();
      if (!session && readToken() !== null) clear('signed-out');
      return session?.user ?? null;
    },
    /** Stores a freshly issued token; returns the user, or null (nothing stored) when the token is unusable. */
    signIn: (token: string): CurrentUser | null => store(token, 'signed-in'),
    /**
     * Replaces the token with a fresh one of the same user, whose old one the server ended (their own password
     * change); null, and nothing stored, when it is unusable, names someone else or nobody is signed in.
     */
    renew(token: string): CurrentUser | null {
      const current = currentSession();
      if (!current || decodeSession(token)?.user.id !== current.user.id) return null;
      return store(token, 'renewed');
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
