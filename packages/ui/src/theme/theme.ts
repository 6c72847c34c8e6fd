import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  darken,
  type ExtendComponent,
  luminance,
  type MantineBreakpoint,
  type NotificationFactory,
} from '@mantine/core';
import type { Locale } from '@pastexam/api-contract/locales';

/** Traditional Chinese glyphs come from the platform's CJK face; system UI fonts cover Latin text first. */
const fontFamily = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Noto Sans TC"',
  '"PingFang TC"',
  '"Microsoft JhengHei"',
  'sans-serif',
].join(', ');

/**
 * The product's one layout switch, 960px (product §2.5), Mantine's `md` breakpoint: from it up the top bar is
 * inline and the archive's course list sits beside the page; below it they fold into the 選單 menu and a
 * drawer, and the admin tables become cards. Components pass it to `visibleFrom` / `hiddenFrom`; code that
 * decides in JavaScript asks `useNarrowScreen()`, built on `NARROW_SCREEN_QUERY`.
 */
export const LAYOUT_BREAKPOINT = 'md' satisfies MantineBreakpoint;
const LAYOUT_BREAKPOINT_EM = 60;

/** Matches screens below the layout switch, where `hiddenFrom={LAYOUT_BREAKPOINT}` shows its element. */
export const NARROW_SCREEN_QUERY = `(max-width: ${LAYOUT_BREAKPOINT_EM - 0.01}em)`;

/**
 * Phones, below 576px (Mantine's `xs`, product §2.5): the top bar draws its items closer together and leaves
 * `登出` to the 選單 menu, so that it fits from 320px up. Its stylesheet (top-bar.module.css) cannot import
 * this, and a test holds it to `PHONE_SCREEN_QUERY`.
 */
export const PHONE_BREAKPOINT = 'xs' satisfies MantineBreakpoint;
const PHONE_BREAKPOINT_EM = 36;

/** Matches phones, where `hiddenFrom={PHONE_BREAKPOINT}` shows its element. */
export const PHONE_SCREEN_QUERY = `(max-width: ${PHONE_BREAKPOINT_EM - 0.01}em)`;

/** Matches the narrowest phones (below 360px), where the top bar tightens to keep its title whole. */
export const SMALL_PHONE_SCREEN_QUERY = '(max-width: 22.49em)';

/**
 * Matches screens wide enough for the top bar to name its features (系統管理, 主題, 問題回報, AI 模擬試題), 公告 and
 * 登出 beside their icons, per language: below, they are icons whose names show on hover and focus (bar-action.tsx). A
 * signed-in admin's bar with every label takes about 1,030px in zh-TW and 1,330px in English; the title, the
 * course-list toggle and a search field of 200px want about 400px more (measured in Chromium).
 */
export const LABELLED_TOP_BAR_QUERY: Record<Locale, string> = {
  'zh-TW': '(min-width: 88em)',
  en: '(min-width: 108em)',
};

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shades 7/8 keep white button text above the 4.5:1 contrast ratio in both schemes.
  primaryShade: { light: 7, dark: 8 },
  fontFamily,
  fontFamilyMonospace: DEFAULT_THEME.fontFamilyMonospace,
  headings: { fontFamily },
  defaultRadius: 'md',
  // Rings on :focus-visible only: a mouse click leaves nothing highlighted, keyboard focus stays visible.
  focusRing: 'auto',
  // Dialogs, menus and toasts appear without their transitions for a reader who asks the system for less motion;
  // the same setting stills CSS animations (styles/base.css).
  respectReducedMotion: true,
  components: {
    // A toast's message under its title is gray-6 / dark-2 by default: below 4.5:1. Use the readable dimmed tone.
    // A plain object rather than `Notification.extend(…)`, which would bring the component (and everything it
    // draws with) to every first page, long before the first toast.
    Notification: {
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    } satisfies ExtendComponent<NotificationFactory>,
  },
  breakpoints: {
    xs: `${PHONE_BREAKPOINT_EM}em`,
    sm: '48em',
    md: `${LAYOUT_BREAKPOINT_EM}em`,
    lg: '75em',
    xl: '88em',
  },
});

/** WCAG's contrast ratio of two colours. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

/** What text needs (4.5:1), and a little over, since the browser rounds each channel of a mixed colour. */
const TEXT_CONTRAST = 4.6;

/**
 * A "light" button, badge or alert draws shade 9 on shade 1, and on shade 2 while hovered: below 4.5:1 for teal,
 * green, yellow, orange, red and others in the light scheme. Each colour's text is darkened just enough to read on
 * the hovered shade.
 */
function readableLightColors(colors: typeof DEFAULT_THEME.colors): Record<string, string> {
  return Object.fromEntries(
    Object.entries(colors).flatMap(([name, shades]) => {
      const [text, hovered] = [shades[9], shades[2]];
      let amount = 0;
      while (contrastRatio(darken(text, amount), hovered) < TEXT_CONTRAST && amount < 1) amount += 0.05;
      return amount === 0 ? [] : [[`--mantine-color-${name}-light-color`, darken(text, amount)]];
    }),
  );
}

/**
 * Mantine's default "dimmed" text (gray-6 on white, dark-2 on dark-7) and its error red (red-6 on white, red-8 on
 * dark) are under the 4.5:1 contrast ratio that text needs; stronger shades in each scheme keep secondary text
 * and every field message readable and axe-clean; so does the light variants' text in the light scheme.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...readableLightColors(resolved.colors),
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});
