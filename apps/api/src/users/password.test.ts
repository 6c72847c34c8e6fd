import { describe, expect, it } from 'vitest';
import { createPasswords, hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('verifies the right password and rejects others', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$/);
    expect(hash).not.toContain('correct horse battery');
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batter', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it("stores OWASP's scrypt baseline with every hash, so a stored hash can be checked after the cost grows", async () => {
    expect(await hashPassword('baseline')).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    const cheap = await hashPassword('cheaper', { N: 16, r: 8, p: 1 });
    expect(cheap).toMatch(/^scrypt\$16\$8\$1\$/);
    expect(await verifyPassword('cheaper', cheap)).toBe(true);
  });

  it("hashes a server's passwords at the production cost unless given another, and checks them", async () => {
    const passwords = createPasswords();
    const hash = await passwords.hash('server side');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await passwords.check('server side', hash)).toBe(true);
    expect(await passwords.check('server sid', hash)).toBe(false);
    expect(await createPasswords({ N: 16, r: 8, p: 1 }).hash('cheap')).toMatch(/^scrypt\$16\$8\$1\$/);
  });

  it('answers a check without a stored hash (an unknown account) with no', async () => {
    const passwords = createPasswords({ N: 16, r: 8, p: 1 });
    expect(await passwords.check('', null)).toBe(false);
    expect(await passwords.check('anything', null)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('treats the composed and decomposed forms of a character as the same password', async () => {
    const hash = await hashPassword('caf\u00e9密碼');
    expect(await verifyPassword('cafe\u0301密碼', hash)).toBe(true);
  });

  it('never matches a malformed stored hash', async () => {
    for (const stored of [
      '',
      'plain',
      'scrypt$1$2$3',
      'bcrypt$x$y$z$a$b',
      'scrypt$16384$8$1$c2FsdA$c2hvcnQ',
    ]) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });
});
