import { randomUUID } from 'node:crypto';
import type { StreamTicket } from '@pastexam/api-contract';
import { SignJWT } from 'jose';
import { z } from 'zod';
import type { Caller } from '../auth/session/caller.ts';
import { tokenIdentityClaims, type VerifiedToken, verifiedPayload } from '../auth/session/tokens.ts';
import type { Env } from '../env.ts';
import { deriveKey } from '../secret-keys.ts';

/** How long a ticket opens a stream: enough to open it, too short to be worth stealing from a log. */
export const TICKET_TTL_SECONDS = 60;

const PURPOSE = 'discussion-stream';
const ALGORITHM = 'HS256';

/**
 * Signed with a key of its own, so a ticket is never taken for a bearer token, nor a bearer token for a ticket.
 * It names the token it was asked with: an open stream ends once that token no longer holds. `tid` is the
 * ticket's own id, used up in the database when it opens a stream, so it opens one stream on one replica.
 */
const claimsSchema = z.object({
  ...tokenIdentityClaims,
  iat_ms: z.number().int(),
  exp_ms: z.number().int(),
  aid: z.number().int().positive(),
  tid: z.uuid(),
  exp: z.number().int(),
});

/** A valid ticket: the bearer token it stands for, and its own id and expiry for using it up. */
export type VerifiedTicket = { token: VerifiedToken; ticketId: string; expiresAt: Date };

const keyOf = (env: Pick<Env, 'APP_SECRET'>) => deriveKey(env.APP_SECRET, PURPOSE);

/**
 * What an EventSource opens the archive's stream with, in place of the bearer token it cannot send
 * (docs/decisions/017): good for this archive, for TICKET_TTL_SECONDS.
 */
export async function issueStreamTicket(
  env: Pick<Env, 'APP_SECRET'>,
  { token }: Caller,
  archiveId: number,
): Promise<StreamTicket> {
  const ticket = await new SignJWT({
    uid: token.userId,
    jti: token.jti,
    iat_ms: token.issuedAt,
    exp_ms: token.expiresAt.getTime(),
    aid: archiveId,
    tid: randomUUID(),
  })
    .setProtectedHeader({ alg: ALGORITHM, typ: PURPOSE })
    .setAudience(PURPOSE)
    .setIssuedAt()
    .setExpirationTime(`${TICKET_TTL_SECONDS}s`)
    .sign(keyOf(env));
  return { ticket, expires_in: TICKET_TTL_SECONDS };
}

/** The ticket, when it is valid, unexpired and for this archive (whether it was used is the database's to say). */
export async function verifyStreamTicket(
  env: Pick<Env, 'APP_SECRET'>,
  ticket: string,
  archiveId: number,
): Promise<VerifiedTicket | null> {
  const payload = await verifiedPayload(ticket, keyOf(env), {
    algorithms: [ALGORITHM],
    audience: PURPOSE,
    typ: PURPOSE,
  });
  const claims = claimsSchema.safeParse(payload);
  if (!claims.success || claims.data.aid !== archiveId) return null;
  const { uid, jti, iat_ms, exp_ms, tid, exp } = claims.data;
  return {
    token: { userId: uid, jti, issuedAt: iat_ms, expiresAt: new Date(exp_ms) },
    ticketId: `stream-ticket:${tid}`,
    expiresAt: new Date(exp * 1000),
  };
}
