import { describe, expect, it } from 'vitest';
import { rememberReturnTo, takeReturnTo } from './return-to.ts';

describe('the page a sign-in returns to', () => {
  it('is the signed-in page asked for, once', () => {
    rememberReturnTo(sessionStorage, '/archive?course=3');
    expect(takeReturnTo(sessionStorage)).toBe('/archive?course=3');
    expect(takeReturnTo(sessionStorage)).toBe('/archive');
  });

  it('is never anything but one of our signed-in pages', () => {
    for (const href of [
      '//evil.example/archive',
      'https://evil.example/',
      '/archive#x',
      '/',
      '/login/callback',
    ]) {
      rememberReturnTo(sessionStorage, href);
      expect(takeReturnTo(sessionStorage), href).toBe('/archive');
    }
    sessionStorage.setItem('returnTo', '/\\evil.example');
    expect(takeReturnTo(sessionStorage)).toBe('/archive');
    rememberReturnTo(sessionStorage, '/admin');
    expect(takeReturnTo(sessionStorage)).toBe('/admin');
  });
});
