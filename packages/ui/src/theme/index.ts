export { LAYOUT_BREAKPOINT, NARROW_SCREEN_QUERY, theme } from './theme.ts';
export { createThemePreferenceManager } from './theme-preference-manager.ts';
export { UiProvider, type UiProviderProps } from './ui-provider.tsx';
export { useNarrowScreen } from './use-narrow-screen.ts';
