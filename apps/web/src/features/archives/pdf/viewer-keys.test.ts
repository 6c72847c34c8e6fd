import { describe, expect, it } from 'vitest';
import { viewerKeyAction } from './viewer-keys.ts';

const press = (key: string, target: EventTarget = document.body, modifiers = {}) =>
  viewerKeyAction({ key, ctrlKey: false, metaKey: false, altKey: false, target, ...modifiers });

describe('viewerKeyAction', () => {
  it('zooms with + and −, fits the width with 0 and turns pages with PgUp / PgDn', () => {
    expect(['+', '=', '-', '−', '0', 'PageDown', 'PageUp'].map((key) => press(key))).toEqual([
      'zoom-in',
      'zoom-in',
      'zoom-out',
      'zoom-out',
      'fit-width',
      'next-page',
      'previous-page',
    ]);
    expect(press('a')).toBeNull();
  });

  it('leaves keys typed into a field, and the browser’s own Ctrl and ⌘ zoom, alone', () => {
    const field = document.createElement('input');
    expect(press('0', field)).toBeNull();
    expect(press('+', document.body, { ctrlKey: true })).toBeNull();
    expect(press('-', document.body, { metaKey: true })).toBeNull();
  });
});
