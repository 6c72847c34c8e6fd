import type { UserRow } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import type { Sessions } from './sessions.ts';
import { type VerifiedToken, verifyToken } from './tokens.ts';

/** Who is calling: the user's current row (never the token's claims) and the token they came with. */
export type Caller = { user: UserRow; token: VerifiedToken };

const BEARER = /^Bearer\s+(\S+)$/i;

/** True unless the user's sessions were ended after this token was issued. */
const stillValid = (user: UserRow, token: VerifiedToken) =>
  user.tokensValidAfter === null || token.issuedAt >= user.tokensValidAfter.getTime();

/**
 * The caller an Authorization header names: a valid, unrevoked token, issued after the user's sessions were
 * last ended, of a user who still exists; else null. Revocations and users come from the sessions cache.
 */
export async function authenticate(
  sessions: Sessions,
  env: Env,
  authorization: string | undefined,
): Promise<Caller | null> {
  const match = BEARER.exec(authorization ?? '');
  const token = match?.[1] ? await verifyToken(env, match[1]) : null;
  return token ? callerOf(sessions, token) : null;
}

/**
 * The caller behind a token whose signature and expiry were checked: unrevoked, issued after the user's
 * sessions were last ended, of a user who still exists; else null.
 */
export async function callerOf(sessions: Sessions, token: VerifiedToken): Promise<Caller | null> {
  const user = await sessions.resolve(token.userId, token.jti);
  return user && stillValid(user, token) ? { user, token } : null;
}
