import type { Database } from '../db/client.ts';
import type { UserRow } from '../db/schema.ts';
import type { Env } from '../env.ts';
import { fail, type Refusal } from '../refusal.ts';
import { verifyAgainstDecoy, verifyPassword } from '../users/password.ts';
import {
  findLocalUserByLogin,
  findUserById,
  type OidcIdentity,
  recordLogin,
  upsertOidcUser,
} from '../users/repository.ts';
import { clearAccountFailures, isLoginBlocked, type LoginSource, recordLoginFailure } from './rate-limit.ts';
import { insertRevocation, isRevoked } from './repository.ts';
import { issueToken, type VerifiedToken, verifyToken } from './tokens.ts';

/** Who is calling: the user's current row (never the token's claims) and the token they came with. */
export type Caller = { user: UserRow; token: VerifiedToken };

const BEARER = /^Bearer\s+(\S+)$/i;

/** The caller an Authorization header names: a valid, unrevoked token of a user who still exists; else null. */
export async function authenticate(
  db: Database,
  env: Env,
  authorization: string | undefined,
): Promise<Caller | null> {
  const match = BEARER.exec(authorization ?? '');
  const token = match?.[1] ? await verifyToken(env, match[1]) : null;
  if (!token || (await isRevoked(db, token.jti))) return null;
  const user = await findUserById(db, token.userId);
  return user ? { user, token } : null;
}

/**
 * A local sign-in: refused while the account or the address has failed too often; an unknown account costs
 * as much time as a wrong password, and a success forgives the account's earlier failures.
 */
export async function signIn(
  db: Database,
  env: Env,
  source: LoginSource,
  password: string,
): Promise<{ user: UserRow; accessToken: string } | Refusal<'too_many_attempts' | 'invalid_credentials'>> {
  if (await isLoginBlocked(db, source)) return fail('too_many_attempts');
  const user = await findLocalUserByLogin(db, source.username);
  const valid = user?.passwordHash
    ? await verifyPassword(password, user.passwordHash)
    : await verifyAgainstDecoy(password);
  if (!user || !valid) {
    await recordLoginFailure(db, source);
    return fail('invalid_credentials');
  }
  await clearAccountFailures(db, source.username);
  const current = (await recordLogin(db, user.id)) ?? user;
  return { user: current, accessToken: await issueToken(env, current) };
}

/** Ends the session the token belongs to, on every replica. */
export function signOut(db: Database, token: VerifiedToken): Promise<void> {
  return insertRevocation(db, token.jti, token.expiresAt);
}

/** Signs in the person single sign-on vouched for, creating or refreshing their account. */
export async function signInWithIdentity(db: Database, env: Env, identity: OidcIdentity): Promise<string> {
  return issueToken(env, await upsertOidcUser(db, identity));
}
