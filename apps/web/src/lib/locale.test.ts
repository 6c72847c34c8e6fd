import { storageKeys } from '@pastexam/api-contract/storage-keys';
import { afterEach, describe, expect, it } from 'vitest';
import { applyHtmlLang, saveLocale, startLocale } from './locale.ts';

afterEach(() => localStorage.clear());

describe('the language the app starts in', () => {
  it("is the browser's until this device chooses, then the choice", () => {
    expect(startLocale(localStorage, ['en-US', 'en'])).toBe('en');
    expect(startLocale(localStorage, ['zh-TW'])).toBe('zh-TW');
    saveLocale(localStorage, 'zh-TW');
    expect(startLocale(localStorage, ['en-US'])).toBe('zh-TW');
  });

  it('ignores a kept value that is not a language', () => {
    localStorage.setItem(storageKeys.locale, 'fr');
    expect(startLocale(localStorage, [])).toBe('zh-TW');
  });

  it('sets the page’s lang', () => {
    const root = document.createElement('html');
    applyHtmlLang('en', root);
    expect(root.lang).toBe('en');
    applyHtmlLang('zh-TW', root);
    expect(root.lang).toBe('zh-Hant-TW');
  });
});
