import { createTheme, DEFAULT_THEME } from '@mantine/core';

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
  // md is the product's 960px switch between the inline top bar and the mobile menu (SPEC §1, §9).
  breakpoints: {
    xs: '36em',
    sm: '48em',
    md: '60em',
    lg: '75em',
    xl: '88em',
  },
});
