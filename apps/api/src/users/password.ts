import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { isLegacyHash, verifyLegacyPassword } from './legacy-password.ts';

/** OWASP's scrypt baseline (N=2^15, r=8, p=1); the parameters are stored with each hash so they can grow. */
const COST = 2 ** 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

function deriveKey(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // scrypt needs 128·N·r bytes; leave headroom above that.
    const maxmem = 256 * (options.N ?? COST) * (options.r ?? BLOCK_SIZE);
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a password as `scrypt$N$r$p$salt$key` (salt and key base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await deriveKey(password, salt, { N: COST, r: BLOCK_SIZE, p: PARALLELISM });
  return [
    'scrypt',
    COST,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** Whether a stored hash should be replaced by ours at the next sign-in (one brought in from the original system). */
export const needsRehash = (stored: string) => isLegacyHash(stored);

/** True when `password` matches `stored`; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (isLegacyHash(stored)) return verifyLegacyPassword(password, stored);
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  if (expected.length !== KEY_LENGTH) return false;
  const actual = await deriveKey(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(actual, expected);
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the same work as a real check, so that an unknown account answers as slowly as a wrong password
 * and response times do not reveal which accounts exist.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await decoyHash);
  return false;
}
