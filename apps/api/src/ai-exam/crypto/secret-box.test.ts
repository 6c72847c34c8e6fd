import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { decryptSecret, encryptSecret, SecretDecryptionError } from './secret-box.ts';

const appSecret = randomBytes(48).toString('base64url');
const apiKey = 'AIzaSyD-example-key-0123456789abcdefWXYZ';

/** Flips one bit of the given base64url field of a v1 blob. */
function tamper(blob: string, field: 1 | 2 | 3): string {
  const parts = blob.split(':');
  const bytes = Buffer.from(parts[field] ?? '', 'base64url');
  bytes[0] = (bytes[0] ?? 0) ^ 0x01;
  parts[field] = bytes.toString('base64url');
  return parts.join(':');
}

describe('encryptSecret / decryptSecret', () => {
  test('a key comes back unchanged, including non-ASCII text', () => {
    expect(decryptSecret(encryptSecret(apiKey, appSecret), appSecret)).toBe(apiKey);
    expect(decryptSecret(encryptSecret('金鑰 🔑', appSecret), appSecret)).toBe('金鑰 🔑');
  });

  test('the blob is versioned, hides the key and uses a fresh IV each time', () => {
    const first = encryptSecret(apiKey, appSecret);
    const second = encryptSecret(apiKey, appSecret);
    expect(first).toMatch(/^v1:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]+$/);
    expect(first).not.toContain(apiKey);
    expect(first).not.toContain(Buffer.from(apiKey).toString('base64url'));
    expect(first.split(':')[1]).not.toBe(second.split(':')[1]);
    expect(first).not.toBe(second);
  });

  test('a changed IV, tag or ciphertext is refused', () => {
    const blob = encryptSecret(apiKey, appSecret);
    for (const field of [1, 2, 3] as const) {
      expect(() => decryptSecret(tamper(blob, field), appSecret)).toThrow(SecretDecryptionError);
    }
  });

  test('another app secret cannot read it', () => {
    const blob = encryptSecret(apiKey, appSecret);
    expect(() => decryptSecret(blob, randomBytes(48).toString('base64url'))).toThrow(SecretDecryptionError);
  });

  test('a blob bound to one context does not open in another', () => {
    const blob = encryptSecret(apiKey, appSecret, { context: 'user:1' });
    expect(decryptSecret(blob, appSecret, { context: 'user:1' })).toBe(apiKey);
    expect(() => decryptSecret(blob, appSecret, { context: 'user:2' })).toThrow(SecretDecryptionError);
    expect(() => decryptSecret(blob, appSecret)).toThrow(SecretDecryptionError);
  });

  test('malformed blobs give the typed error with a zh-TW message', () => {
    const blob = encryptSecret(apiKey, appSecret);
    const [, iv, tag, ciphertext] = blob.split(':');
    const malformed = [
      '',
      apiKey,
      `v2:${iv}:${tag}:${ciphertext}`,
      `v1:${iv}:${tag}`,
      `v1:${iv}:${tag}:${ciphertext}:extra`,
      `v1:${iv}:${tag?.slice(0, 10)}:${ciphertext}`,
      `v1:${iv}:${tag}:${ciphertext}!`,
    ];
    for (const candidate of malformed) {
      expect(() => decryptSecret(candidate, appSecret)).toThrow('已儲存的 API Key 無法解密，請重新設定');
    }
  });
});
