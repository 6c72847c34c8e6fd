import { hkdfSync } from 'node:crypto';

/**
 * A 256-bit key for one purpose ("jwt", "oidc-flow", "api-keys" …) derived from APP_SECRET, so that a key
 * leaked from one use does not unlock the others.
 */
export function deriveKey(appSecret: string, purpose: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', appSecret, 'pastexam', purpose, 32));
}
