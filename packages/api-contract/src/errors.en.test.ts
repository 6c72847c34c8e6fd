import { describe, expect, it } from 'vitest';
import { errorMessage, errorMessagesEn } from './errors.en.ts';
import { errorCatalogue, errorCodes } from './errors.ts';

const HAN = /\p{Script=Han}/u;

describe('the English error messages', () => {
  it('give every code of the catalogue an English message, and nothing else', () => {
    expect(Object.keys(errorMessagesEn).sort()).toEqual([...errorCodes].sort());
    for (const code of errorCodes) {
      expect(errorMessagesEn[code].trim(), code).not.toBe('');
      expect(HAN.test(errorMessagesEn[code]), `${code} has Chinese in its English`).toBe(false);
    }
  });

  it('answer in the language asked for, zh-TW being the catalogue itself', () => {
    expect(errorMessage('invalid_credentials', 'zh-TW')).toBe(errorCatalogue.invalid_credentials.message);
    expect(errorMessage('invalid_credentials', 'en')).toBe('Wrong account name or password');
  });
});
