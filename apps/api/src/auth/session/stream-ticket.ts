import { randomUUID } from 'node:crypto';
import type { StreamTicket } from '@pastexam/api-contract';
import { SignJWT } from 'jose';
import { z } from 'zod';
import type { Env } from '../../env.ts';
import { deriveKey } from '../../secret-keys.ts';
import { type Caller, callerOf } from './caller.ts';
import type { Sessions } from './sessions.ts';
import { tokenIdentityClaims, type VerifiedToken, verifiedPayload } from './tokens.ts';

/** How long a ticket opens a stream: enough to open it, too short to be worth stealing from a log. */
export const TICKET_TTL_SECONDS = 60;

const ALGORITHM = 'HS256';

/**
 * What a ticket opens: a kind of stream and which one of that kind: `discussion-stream` and an archive's id, or
 * `notification-stream` and `caller`, the user who asked for the ticket. Each kind signs with a key of its own.
 */
export type StreamScope = { purpose: string; id: number | 'caller' };

const scopeId = (scope: StreamScope, userId: number) => (scope.id === 'caller' ? userId : scope.id);

/**
 * Signed with a key of its own, so a ticket is never taken for a bearer token, nor a bearer token for a ticket,
 * nor one kind of stream's ticket for another's.
 * It names the token it was asked with: an open stream ends once that token no longer holds. `tid` is the
 * ticket's own id, used up in the database when it opens a stream, so it opens one stream on one replica.
 */
const claimsSchema = z.object({
  ...tokenIdentityClaims,
  iat_ms: z.number().int(),
  exp_ms: z.number().int(),
  sid: z.number().int().positive(),
  tid: z.uuid(),
  exp: z.number().int(),
});

/** A valid ticket: the bearer token it stands for, and its own id and expiry for using it up. */
export type VerifiedTicket = { token: VerifiedToken; ticketId: string; expiresAt: Date };

const keyOf = (env: Pick<Env, 'APP_SECRET'>, purpose: string) => deriveKey(env.APP_SECRET, purpose);

/**
 * What an EventSource opens a stream with, in place of the bearer token it cannot send (docs/decisions/017):
 * good for this scope, for TICKET_TTL_SECONDS.
 */
export async function issueStreamTicket(
  env: Pick<Env, 'APP_SECRET'>,
  { token }: Caller,
  scope: StreamScope,
): Promise<StreamTicket> {
  const ticket = await new SignJWT({
    uid: token.userId,
    jti: token.jti,
    iat_ms: token.issuedAt,
    exp_ms: token.expiresAt.getTime(),
    sid: scopeId(scope, token.userId),
    tid: randomUUID(),
  })
    .setProtectedHeader({ alg: ALGORITHM, typ: scope.purpose })
    .setAudience(scope.purpose)
    .setIssuedAt()
    .setExpirationTime(`${TICKET_TTL_SECONDS}s`)
    .sign(keyOf(env, scope.purpose));
  return { ticket, expires_in: TICKET_TTL_SECONDS };
}

/** The ticket, when it is valid, unexpired and for this scope (whether it was used is the database's to say). */
export async function verifyStreamTicket(
  env: Pick<Env, 'APP_SECRET'>,
  ticket: string,
  scope: StreamScope,
): Promise<VerifiedTicket | null> {
  const payload = await verifiedPayload(ticket, keyOf(env, scope.purpose), {
    algorithms: [ALGORITHM],
    audience: scope.purpose,
    typ: scope.purpose,
  });
  const claims = claimsSchema.safeParse(payload);
  if (!claims.success || claims.data.sid !== scopeId(scope, claims.data.uid)) return null;
  const { uid, jti, iat_ms, exp_ms, tid, exp } = claims.data;
  return {
    token: { userId: uid, jti, issuedAt: iat_ms, expiresAt: new Date(exp_ms) },
    ticketId: `stream-ticket:${tid}`,
    expiresAt: new Date(exp * 1000),
  };
}

/** A ticket that may open its stream now, and how to ask, while it is open, whether its session still holds. */
export type AdmittedTicket = VerifiedTicket & { stillAllowed: () => Promise<boolean> };

/**
 * The ticket, when it is valid for this scope and the session it was asked with still holds (unexpired, not
 * ended); else null. Spending it (`spendOnce`) is left to the route, after its own checks.
 */
export async function admitStreamTicket(
  env: Pick<Env, 'APP_SECRET'>,
  sessions: Sessions,
  ticket: string,
  scope: StreamScope,
): Promise<AdmittedTicket | null> {
  const verified = await verifyStreamTicket(env, ticket, scope);
  if (verified === null) return null;
  const { token } = verified;
  const stillAllowed = async () =>
    token.expiresAt.getTime() > Date.now() && (await callerOf(sessions, token)) !== null;
  return (await stillAllowed()) ? { ...verified, stillAllowed } : null;
}
