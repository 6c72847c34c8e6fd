import { randomUUID, webcrypto } from 'node:crypto';
import { errors, type JWTPayload, type JWTVerifyOptions, jwtVerify, type KeyInput, SignJWT } from 'jose';
import { z } from 'zod';
import type { UserRow } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import { deriveKey } from '../../secret-keys.ts';

export type TokenSettings = Pick<Env, 'APP_SECRET' | 'TOKEN_TTL_MINUTES'>;

const ALGORITHM = 'HS256';

/**
 * The signing key of each secret, derived and imported once: deriving (HKDF) and importing it on every request
 * was a measurable share of an authenticated request's CPU time.
 */
const signingKeys = new Map<string, Promise<webcrypto.CryptoKey>>();
function signingKey(appSecret: string): Promise<webcrypto.CryptoKey> {
  let key = signingKeys.get(appSecret);
  if (!key) {
    key = webcrypto.subtle.importKey(
      'raw',
      deriveKey(appSecret, 'jwt'),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    signingKeys.set(appSecret, key);
  }
  return key;
}

/**
 * Our bearer tokens carry the claims the web app decodes (product §3.5) plus sub, jti, iat and `iat_ms`: the issue
 * time in milliseconds, compared with the user's `tokens_valid_after` (a whole-second `iat` could not tell a
 * token issued just before a password change from one issued just after it). A token is never dated before
 * the user's current cut-off, so one issued right after a change is valid even on a clock a little behind.
 */
export async function issueToken(
  settings: TokenSettings,
  user: UserRow,
  options: { realmRoles?: string[] } = {},
): Promise<string> {
  const issuedAt = Math.max(Date.now(), user.tokensValidAfter?.getTime() ?? 0);
  return new SignJWT({
    uid: user.id,
    email: user.email,
    name: user.name,
    is_admin: user.isAdmin,
    avatar_url: user.avatarUrl,
    realm_roles: options.realmRoles ?? [],
    iat_ms: issuedAt,
  })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(user.id))
    .setJti(randomUUID())
    .setIssuedAt(Math.floor(issuedAt / 1000))
    .setExpirationTime(Math.floor(issuedAt / 1000) + settings.TOKEN_TTL_MINUTES * 60)
    .sign(await signingKey(settings.APP_SECRET));
}

/** What the server relies on from a token; everything else about the user is read from the database. */
export type VerifiedToken = {
  userId: number;
  jti: string;
  expiresAt: Date;
  /** When it was issued, in milliseconds since the epoch; 0 when the token does not say. */
  issuedAt: number;
};

/** The claims that name a bearer token: its user and its own id. */
export const tokenIdentityClaims = {
  uid: z.number().int().positive(),
  jti: z.string().min(1),
};

const verifiedClaimsSchema = z.object({
  ...tokenIdentityClaims,
  exp: z.number().int(),
  iat: z.number().optional(),
  iat_ms: z.number().int().optional(),
});

/** The payload of a JWT whose signature and claims pass `options`; null for any JWT that does not. */
export async function verifiedPayload(
  jwt: string,
  key: KeyInput,
  options: JWTVerifyOptions,
): Promise<JWTPayload | null> {
  try {
    return (await jwtVerify(jwt, key, options)).payload;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}

/** How many verified tokens are remembered; past it the memory starts over. A token is a few hundred bytes. */
const MAX_VERIFIED = 20_000;

/**
 * Tokens whose signature was checked, by secret and token: a client sends the same token with every request,
 * and checking its HMAC, parsing and validating its claims each time was a tenth of an answer from memory. A
 * remembered token still expires: it is checked afresh once its expiry passes, and then refused.
 */
const verified = new Map<string, Map<string, VerifiedToken>>();

/** The token's claims when its signature and expiry are valid, otherwise null. Does not check revocation. */
export async function verifyToken(settings: TokenSettings, token: string): Promise<VerifiedToken | null> {
  let known = verified.get(settings.APP_SECRET);
  const remembered = known?.get(token);
  if (remembered && remembered.expiresAt.getTime() > Date.now()) return remembered;
  const checked = await checkToken(settings, token);
  if (checked) {
    if (!known || known.size >= MAX_VERIFIED) {
      known = new Map();
      verified.set(settings.APP_SECRET, known);
    }
    known.set(token, checked);
  } else known?.delete(token);
  return checked;
}

async function checkToken(settings: TokenSettings, token: string): Promise<VerifiedToken | null> {
  const payload = await verifiedPayload(token, await signingKey(settings.APP_SECRET), {
    algorithms: [ALGORITHM],
  });
  const claims = verifiedClaimsSchema.safeParse(payload);
  if (!claims.success) return null;
  const { uid, jti, exp, iat, iat_ms } = claims.data;
  return {
    userId: uid,
    jti,
    expiresAt: new Date(exp * 1000),
    issuedAt: iat_ms ?? (iat === undefined ? 0 : iat * 1000),
  };
}
