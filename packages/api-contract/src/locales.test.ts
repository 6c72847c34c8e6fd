import { describe, expect, it } from 'vitest';
import { acceptedLanguages, localeFromLanguages } from './locales.ts';

describe('the language a browser asks for', () => {
  it('is zh-TW for any Chinese first, English for English first', () => {
    expect(localeFromLanguages(['zh-CN', 'en'])).toBe('zh-TW');
    expect(localeFromLanguages(['zh-Hant-TW'])).toBe('zh-TW');
    expect(localeFromLanguages(['en-US', 'zh-TW'])).toBe('en');
  });

  it('is English for a browser asking only for other languages, zh-TW for one asking for none', () => {
    expect(localeFromLanguages(['fr-FR', 'fr'])).toBe('en');
    expect(localeFromLanguages(['fr', 'zh-TW'])).toBe('zh-TW');
    expect(localeFromLanguages([])).toBe('zh-TW');
    expect(localeFromLanguages(['*'])).toBe('zh-TW');
  });

  it('reads Accept-Language by weight, leaving out what is refused', () => {
    expect(acceptedLanguages('fr;q=0.5, en-GB;q=0.9, zh;q=0')).toEqual(['en-GB', 'fr']);
    expect(acceptedLanguages('zh-TW,zh;q=0.9,en-US;q=0.8')).toEqual(['zh-TW', 'zh', 'en-US']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages(';;,q=2')).toEqual([]);
  });
});
