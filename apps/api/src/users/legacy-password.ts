import { createHash, createHmac } from 'node:crypto';
import bcrypt from 'bcryptjs';

// Passwords of accounts brought in from the original system (pnpm import-legacy) keep the hash they had there,
// passlib's `bcrypt_sha256` or plain bcrypt, until their first sign-in here replaces it with ours.

const BCRYPT = /^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/;
/**
 * passlib bcrypt_sha256: version 2 `$bcrypt-sha256$v=2,t=2b,r=12$<salt>$<digest>` (passlib 1.7.3 on), and the
 * version before it, `$bcrypt-sha256$2b,12$<salt>$<digest>`.
 */
const BCRYPT_SHA256 =
  /^\$bcrypt-sha256\$(v=2,)?(?:t=)?(2[aby]),(?:r=)?(\d{1,2})\$([./A-Za-z0-9]{22})\$([./A-Za-z0-9]{31})$/;

/** Whether `stored` is a hash of the original system's that `verifyLegacyPassword` checks. */
export const isLegacyHash = (stored: string) => BCRYPT.test(stored) || BCRYPT_SHA256.test(stored);

/** True when `password` matches a hash of the original system's; a malformed one never matches. */
export async function verifyLegacyPassword(password: string, stored: string): Promise<boolean> {
  if (BCRYPT.test(stored)) return bcrypt.compare(password, stored);
  const parts = BCRYPT_SHA256.exec(stored);
  if (!parts) return false;
  const [, version2, variant, rounds, salt, digest] = parts;
  // The password is first digested and base64'd, so any length counts: version 2 HMAC-SHA256s it keyed by the
  // salt, the version before hashed it with SHA-256 alone.
  const key = (version2 ? createHmac('sha256', salt ?? '') : createHash('sha256'))
    .update(password, 'utf8')
    .digest('base64');
  return bcrypt.compare(key, `$${variant}$${(rounds ?? '').padStart(2, '0')}$${salt}${digest}`);
}
