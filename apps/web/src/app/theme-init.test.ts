import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { storageKeys } from '@pastexam/api-contract/browser-storage';
import { afterEach, describe, expect, it } from 'vitest';

// public/theme-init.js runs before the app (and before any module), so it cannot import the contract's storage
// keys: this runs the very file against the key the app's theme switch writes.
const script = readFileSync(join(process.cwd(), 'public', 'theme-init.js'), 'utf8');
const run = () => new Function(script)();

afterEach(() => localStorage.clear());

describe('the theme applied before the first paint', () => {
  it('is dark unless the stored preference says light', () => {
    run();
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);

    localStorage.setItem(storageKeys.themePreference, 'light');
    run();
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });
});
