/**
 * What the web app keeps in the browser (product §9.6): the storage keys and the theme's two values. No zod here:
 * the first page reads these before anything else is loaded. The schemas of the stored values are in
 * `browser-storage.ts`.
 */
export const storageKeys = {
  authToken: 'authToken',
  returnTo: 'returnTo',
  selectedSubject: 'selectedSubject',
  adminCurrentTab: 'adminCurrentTab',
  aiExamCurrentTask: 'aiExamCurrentTask',
  themePreference: 'theme-preference',
  pdfZoom: 'pdfZoom',
  locale: 'locale',
} as const;

/** The themes a user can choose; dark is the default (product §2.6). */
export const themePreferences = ['dark', 'light'] as const;
export type ThemePreference = (typeof themePreferences)[number];

export function isThemePreference(value: unknown): value is ThemePreference {
  return themePreferences.some((preference) => preference === value);
}
