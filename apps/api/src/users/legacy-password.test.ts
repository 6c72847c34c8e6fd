import { describe, expect, it } from 'vitest';
import { isLegacyHash, verifyLegacyPassword } from './legacy-password.ts';
import { hashPassword, needsRehash, verifyPassword } from './password.ts';

// Hashes as the original system's passlib wrote them: published examples of each format.
const known = [
  // bcrypt_sha256 version 2 (passlib 1.7.3 on), from hashcat's examples (mode 30601).
  {
    password: 'hashcat',
    hash: '$bcrypt-sha256$v=2,t=2b,r=12$KSOjON/ciJR86a00N5q61.$AmWZucQuHk13FGkQWhgMeiFvBfm2GCy',
  },
  // bcrypt_sha256 version 2, passlib's documentation.
  {
    password: 'password',
    hash: '$bcrypt-sha256$v=2,t=2b,r=12$n79VH.0Q2TMWmt3Oqt9uku$Kq4Noyk3094Y2QlB8NdRT8SvGiI4ft2',
  },
  // bcrypt_sha256 before version 2, passlib's documentation.
  {
    password: 'password',
    hash: '$bcrypt-sha256$2a,12$LrmaIX5x4TRtAwEfwJZa1.$2ehnw6LvuIUTM0iz4iz9hTxv21B6KFO',
  },
];

describe('passwords brought in from the original system', () => {
  it.each(known)('accepts the right password for $hash and refuses another', async ({ password, hash }) => {
    expect(isLegacyHash(hash)).toBe(true);
    expect(await verifyPassword(password, hash)).toBe(true);
    expect(await verifyPassword(`${password}!`, hash)).toBe(false);
  });

  it('reads plain bcrypt too, and never matches a damaged hash', async () => {
    const bcrypt = (await import('bcryptjs')).default;
    const plain = await bcrypt.hash('舊系統的密碼', 4);
    expect(await verifyLegacyPassword('舊系統的密碼', plain)).toBe(true);
    expect(await verifyLegacyPassword('舊系統的密碼', `${plain.slice(0, -1)}x`)).toBe(false);
    expect(await verifyLegacyPassword('password', '$bcrypt-sha256$v=2,t=2b,r=12$short$hash')).toBe(false);
  });

  it('asks for our own hash in their place, and not for ours', async () => {
    expect(needsRehash(known[0]?.hash ?? '')).toBe(true);
    expect(needsRehash(await hashPassword('whatever-password'))).toBe(false);
  });
});
