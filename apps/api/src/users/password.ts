import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { isLegacyHash, verifyLegacyPassword } from './legacy-password.ts';

/** scrypt's cost parameters, stored with each hash so that they can grow. */
export type HashCost = { N: number; r: number; p: number };

/** OWASP's scrypt baseline (N=2^15, r=8, p=1): what every password the product stores is hashed with. */
export const PASSWORD_COST: HashCost = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

function deriveKey(password: string, salt: Buffer, cost: HashCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // scrypt needs 128·N·r bytes; leave headroom above that.
    const maxmem = 256 * cost.N * cost.r;
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...cost, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * Hashes a password as `scrypt$N$r$p$salt$key` (salt and key base64url). Only tests pass a cheaper `cost`: their
 * accounts are checked like any other, for a fraction of the time.
 */
export async function hashPassword(password: string, cost: HashCost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await deriveKey(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
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

/**
 * How a server hashes and checks the passwords it keeps: at PASSWORD_COST, unless a test app was given a cheaper
 * cost for the accounts its requests make (users/password.test.ts pins the production one).
 */
export type Passwords = {
  hash(password: string): Promise<string>;
  /**
   * Whether `password` matches `stored`. With no stored hash (no such account, or one without a password) it
   * spends the work of a real check against a decoy, so that an unknown account answers as slowly as a wrong
   * password and response times do not reveal which accounts exist.
   */
  check(password: string, stored: string | null): Promise<boolean>;
};

export function createPasswords(cost: HashCost = PASSWORD_COST): Passwords {
  let decoy: Promise<string> | undefined;
  return {
    hash: (password) => hashPassword(password, cost),
    async check(password, stored) {
      if (stored) return verifyPassword(password, stored);
      decoy ??= hashPassword(randomBytes(16).toString('hex'), cost);
      await verifyPassword(password, await decoy);
      return false;
    },
  };
}
