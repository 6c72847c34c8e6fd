import { describe, expect, it, vi } from 'vitest';
import { createThemePreferenceManager } from './theme-preference-manager.ts';

const KEY = 'theme-preference';
const root = () => document.documentElement;

describe('createThemePreferenceManager', () => {
  it('defaults to dark and marks <html> with the dark class', () => {
    expect(createThemePreferenceManager().get('dark')).toBe('dark');
    expect(root().classList.contains('dark')).toBe(true);
  });

  it('restores a stored light preference and drops the dark class', () => {
    root().classList.add('dark');
    window.localStorage.setItem(KEY, 'light');
    expect(createThemePreferenceManager().get('dark')).toBe('light');
    expect(root().classList.contains('dark')).toBe(false);
  });

  it('ignores a stored value that is not dark or light', () => {
    window.localStorage.setItem(KEY, '"light"');
    expect(createThemePreferenceManager().get('auto')).toBe('dark');
  });

  it('stores the chosen scheme and keeps the class in step', () => {
    const manager = createThemePreferenceManager();
    manager.set('light');
    expect(window.localStorage.getItem(KEY)).toBe('light');
    expect(root().classList.contains('dark')).toBe(false);
    manager.set('dark');
    expect(window.localStorage.getItem(KEY)).toBe('dark');
    expect(root().classList.contains('dark')).toBe(true);
  });

  it('forgets the preference on clear and falls back to dark', () => {
    const manager = createThemePreferenceManager();
    manager.set('light');
    manager.clear();
    expect(window.localStorage.getItem(KEY)).toBeNull();
    expect(root().classList.contains('dark')).toBe(true);
  });

  it('follows a change made in another tab until unsubscribed', () => {
    const manager = createThemePreferenceManager();
    const onUpdate = vi.fn();
    manager.subscribe(onUpdate);
    const otherTab = (newValue: string | null, key = KEY) =>
      window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: window.localStorage }));

    otherTab('light');
    expect(onUpdate).toHaveBeenLastCalledWith('light');
    expect(root().classList.contains('dark')).toBe(false);
    otherTab('light', 'someOtherKey');
    expect(onUpdate).toHaveBeenCalledTimes(1);
    otherTab('garbage');
    expect(onUpdate).toHaveBeenLastCalledWith('dark');

    manager.unsubscribe();
    otherTab('light');
    expect(onUpdate).toHaveBeenCalledTimes(2);
  });
});
