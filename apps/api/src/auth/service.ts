import type { PasswordChange } from '@pastexam/api-contract';
import type { Database } from '../db/client.ts';
import type { UserRow } from '../db/schema.ts';
import type { Env } from '../env.ts';
import { fail, type Refusal } from '../refusal.ts';
import { needsRehash, type Passwords } from '../users/password.ts';
import {
  endSessionsOf,
  findLocalUserByLogin,
  type OidcIdentity,
  recordLogin,
  replacePassword,
  replacePasswordHash,
  upsertOidcUser,
} from '../users/repository.ts';
import type { Device } from './device-cookie.ts';
import { beginAttempt, TooManyAttempts, unknownAccount } from './rate-limit.ts';
import { insertRevocation } from './session/revocations.ts';
import type { Sessions } from './session/sessions.ts';
import { issueToken, type VerifiedToken } from './session/tokens.ts';

type SignedIn = { user: UserRow; accessToken: string };

/**
 * A local sign-in, slowed while its source has been failing (rate-limit.ts): a browser whose device cookie
 * names this account answers for its own failures only; every other source shares the account's count, and
 * its address's. An unknown account costs as much time as a wrong password.
 */
export async function signIn(
  db: Database,
  sessions: Sessions,
  env: Env,
  passwords: Passwords,
  request: { login: string; ip: string; device: Device | null },
  password: string,
): Promise<SignedIn | TooManyAttempts | Refusal<'invalid_credentials'>> {
  const user = await findLocalUserByLogin(db, request.login);
  const account = user ? `user:${user.id}` : unknownAccount(request.login);
  // A device cookie of another account says nothing about this one.
  const device = user && request.device?.user === user.id ? request.device.nonce : null;
  const attempt = await beginAttempt(db, { account, ip: request.ip, device });
  if (attempt instanceof TooManyAttempts) return attempt;
  const valid = await passwords.check(password, user?.passwordHash ?? null);
  if (!user || !valid) {
    await attempt.failed();
    return fail('invalid_credentials');
  }
  await attempt.succeeded();
  // An account brought in from the original system gets our hash now that the password is known.
  if (user.passwordHash && needsRehash(user.passwordHash)) {
    await replacePasswordHash(db, user.id, await passwords.hash(password));
  }
  const current = (await recordLogin(db, user.id)) ?? user;
  await sessions.userChanged(user.id);
  return { user: current, accessToken: await issueToken(env, current) };
}

/** Ends the session the token belongs to, on every replica. */
export async function signOut(db: Database, sessions: Sessions, token: VerifiedToken): Promise<void> {
  await insertRevocation(db, token.jti, token.expiresAt);
  await sessions.tokenRevoked(token.jti);
}

/** 登出所有裝置: every session of the user ends, on every replica; false when there is no such user. */
export async function endAllSessions(db: Database, sessions: Sessions, userId: number): Promise<boolean> {
  const ended = await endSessionsOf(db, userId);
  if (ended) await sessions.userChanged(userId);
  return ended;
}

/**
 * A user's own password change: the current password must be right (wrong guesses are slowed like sign-ins
 * from a known device, the session being that device), every other session ends, and the caller's goes on
 * with the fresh token this returns.
 */
export async function changeOwnPassword(
  db: Database,
  sessions: Sessions,
  env: Env,
  passwords: Passwords,
  caller: { user: UserRow; ip: string; session: VerifiedToken },
  change: PasswordChange,
): Promise<SignedIn | TooManyAttempts | Refusal<'sso_password' | 'wrong_password' | 'unauthorized'>> {
  const { user } = caller;
  if (user.authProvider !== 'local' || !user.passwordHash) return fail('sso_password');
  // The session is proof enough of a device: guesses from a stolen one are slowed on their own, and an attack
  // on the account from elsewhere does not keep its owner from changing the password.
  const source = { account: `user:${user.id}`, ip: caller.ip, device: `session:${caller.session.jti}` };
  const attempt = await beginAttempt(db, source);
  if (attempt instanceof TooManyAttempts) return attempt;
  if (!(await passwords.check(change.current_password, user.passwordHash))) {
    await attempt.failed();
    return fail('wrong_password');
  }
  await attempt.succeeded();
  const row = await replacePassword(db, user.id, await passwords.hash(change.new_password));
  // Deleted while the request ran: the session is over.
  if (!row) return fail('unauthorized');
  await sessions.userChanged(user.id);
  return { user: row, accessToken: await issueToken(env, row) };
}

/** Signs in the person single sign-on vouched for, creating or refreshing their account. */
export async function signInWithIdentity(
  db: Database,
  sessions: Sessions,
  env: Env,
  identity: OidcIdentity,
): Promise<string> {
  const user = await upsertOidcUser(db, identity);
  await sessions.userChanged(user.id);
  return issueToken(env, user);
}
