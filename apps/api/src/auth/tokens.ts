import { randomUUID } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { revokedTokens, type UserRow } from '../db/schema.ts';
import type { Env } from '../env.ts';
import { deriveKey } from '../secret-keys.ts';

export type TokenSettings = Pick<Env, 'APP_SECRET' | 'TOKEN_TTL_MINUTES'>;

const ALGORITHM = 'HS256';

/** Our bearer tokens carry the claims the web app decodes (product §3.5) plus sub, jti and iat. */
export async function issueToken(
  settings: TokenSettings,
  user: UserRow,
  options: { realmRoles?: string[] } = {},
): Promise<string> {
  return new SignJWT({
    uid: user.id,
    email: user.email,
    name: user.name,
    is_admin: user.isAdmin,
    avatar_url: user.avatarUrl,
    realm_roles: options.realmRoles ?? [],
  })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(user.id))
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${settings.TOKEN_TTL_MINUTES}m`)
    .sign(deriveKey(settings.APP_SECRET, 'jwt'));
}

/** What the server relies on from a token; everything else about the user is read from the database. */
export type VerifiedToken = { userId: number; jti: string; expiresAt: Date };

const verifiedClaimsSchema = z.object({
  uid: z.number().int().positive(),
  jti: z.string().min(1),
  exp: z.number().int(),
});

/** The token's claims when its signature and expiry are valid, otherwise null. Does not check revocation. */
export async function verifyToken(settings: TokenSettings, token: string): Promise<VerifiedToken | null> {
  try {
    const { payload } = await jwtVerify(token, deriveKey(settings.APP_SECRET, 'jwt'), {
      algorithms: [ALGORITHM],
    });
    const claims = verifiedClaimsSchema.safeParse(payload);
    if (!claims.success) return null;
    return { userId: claims.data.uid, jti: claims.data.jti, expiresAt: new Date(claims.data.exp * 1000) };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}

export async function isRevoked(db: Database, jti: string): Promise<boolean> {
  const rows = await db
    .select({ jti: revokedTokens.jti })
    .from(revokedTokens)
    .where(eq(revokedTokens.jti, jti));
  return rows.length > 0;
}

/** Rejects the token everywhere until it expires; expired entries are dropped on the way. */
export async function revokeToken(db: Database, token: VerifiedToken): Promise<void> {
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
  await db.insert(revokedTokens).values({ jti: token.jti, expiresAt: token.expiresAt }).onConflictDoNothing();
}
