import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
import { isThemePreference, storageKeys, type ThemePreference } from '@pastexam/api-contract/storage-keys';

/** The product's default when the browser holds no valid preference (product §2.6). */
const DEFAULT_PREFERENCE: ThemePreference = 'dark';
/** product §2.6: the dark-mode selector is a `dark` class on the root element. */
const DARK_CLASS = 'dark';

function parsePreference(value: unknown): ThemePreference | null {
  return isThemePreference(value) ? value : null;
}

function applyDarkClass(preference: ThemePreference): void {
  // Rendering outside a browser (the web app's build prerenders a page) there is no document to mark.
  if (typeof document === 'undefined') return;
  document.documentElement.classList.toggle(DARK_CLASS, preference === 'dark');
}

function readStored(): ThemePreference | null {
  if (typeof window === 'undefined') return null;
  try {
    return parsePreference(window.localStorage.getItem(storageKeys.themePreference));
  } catch {
    // Storage can be unavailable (privacy modes, sandboxed frames); the default still works.
    return null;
  }
}

/**
 * A Mantine colour-scheme manager that keeps the theme in localStorage `theme-preference` ('dark' | 'light',
 * default dark) and the `dark` class on <html> in step with it, also when another tab changes it.
 */
export function createThemePreferenceManager(): MantineColorSchemeManager {
  let handleStorage: ((event: StorageEvent) => void) | undefined;

  return {
    get: (defaultValue: MantineColorScheme) => {
      const preference = readStored() ?? parsePreference(defaultValue) ?? DEFAULT_PREFERENCE;
      applyDarkClass(preference);
      return preference;
    },
    set: (value: MantineColorScheme) => {
      // The product offers no "follow the system" choice, so 'auto' means "back to the default".
      const preference = parsePreference(value);
      try {
        if (preference) {
          window.localStorage.setItem(storageKeys.themePreference, preference);
        } else {
          window.localStorage.removeItem(storageKeys.themePreference);
        }
      } catch {
        // Not persisted, but the page still switches.
      }
      applyDarkClass(preference ?? DEFAULT_PREFERENCE);
    },
    subscribe: (onUpdate) => {
      handleStorage = (event: StorageEvent) => {
        if (event.storageArea !== window.localStorage || event.key !== storageKeys.themePreference) return;
        const preference = parsePreference(event.newValue) ?? DEFAULT_PREFERENCE;
        applyDarkClass(preference);
        onUpdate(preference);
      };
      window.addEventListener('storage', handleStorage);
    },
    unsubscribe: () => {
      if (handleStorage) window.removeEventListener('storage', handleStorage);
      handleStorage = undefined;
    },
    clear: () => {
      try {
        window.localStorage.removeItem(storageKeys.themePreference);
      } catch {
        // Nothing stored to clear.
      }
      applyDarkClass(DEFAULT_PREFERENCE);
    },
  };
}
