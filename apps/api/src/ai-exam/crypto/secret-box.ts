import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const FORMAT_VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
/**
 * HKDF separates this key from every other key derived from the app secret (the JWT key, say). The label
 * is part of the v1 format: changing it makes every stored secret unreadable.
 */
const KEY_SALT = 'pastexam';
const KEY_LABEL = 'pastexam/ai-exam/stored-secret/v1';
const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** A stored secret could not be read: it was altered, is not in our format, or the app secret changed. */
export class SecretDecryptionError extends Error {
  override name = 'SecretDecryptionError';
  constructor(options?: ErrorOptions) {
    super('已儲存的 API Key 無法解密，請重新設定', options);
  }
}

export type SecretBoxOptions = {
  /**
   * Bound to the ciphertext as additional authenticated data (e.g. `user:42`), so a blob copied to another
   * row does not decrypt there. Decryption must pass the same value. Default: none.
   */
  context?: string;
};

function deriveKey(appSecret: string): Buffer {
  // An empty secret would give every installation the same key; env.ts guarantees a long one.
  if (appSecret.length === 0) throw new Error('app secret must not be empty');
  return Buffer.from(hkdfSync('sha256', appSecret, KEY_SALT, KEY_LABEL, KEY_BYTES));
}

/** Encrypts `plaintext` with AES-256-GCM under a key derived from `appSecret`: `v1:<iv>:<tag>:<ciphertext>`. */
export function encryptSecret(plaintext: string, appSecret: string, options: SecretBoxOptions = {}): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, deriveKey(appSecret), iv, { authTagLength: TAG_BYTES });
  if (options.context !== undefined) cipher.setAAD(Buffer.from(options.context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [FORMAT_VERSION, iv, tag, ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join(':');
}

/** Reverses {@link encryptSecret}; throws {@link SecretDecryptionError} for anything it cannot authenticate. */
export function decryptSecret(blob: string, appSecret: string, options: SecretBoxOptions = {}): string {
  const parts = blob.split(':');
  const [version, ivText, tagText, ciphertextText] = parts;
  if (
    parts.length !== 4 ||
    version !== FORMAT_VERSION ||
    ivText === undefined ||
    tagText === undefined ||
    ciphertextText === undefined ||
    ![ivText, tagText, ciphertextText].every((part) => BASE64URL.test(part))
  ) {
    throw new SecretDecryptionError();
  }
  const iv = Buffer.from(ivText, 'base64url');
  const tag = Buffer.from(tagText, 'base64url');
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new SecretDecryptionError();
  try {
    const decipher = createDecipheriv(ALGORITHM, deriveKey(appSecret), iv, { authTagLength: TAG_BYTES });
    if (options.context !== undefined) decipher.setAAD(Buffer.from(options.context, 'utf8'));
    decipher.setAuthTag(tag);
    const plaintext = Buffer.concat([
      decipher.update(Buffer.from(ciphertextText, 'base64url')),
      decipher.final(),
    ]);
    return plaintext.toString('utf8');
  } catch (error) {
    throw new SecretDecryptionError({ cause: error });
  }
}
