import { expect, it } from 'vitest';
import { NARROW_SCREEN_QUERY, PHONE_SCREEN_QUERY, SMALL_PHONE_SCREEN_QUERY } from '../theme/theme.ts';
import barStyles from './top-bar.module.css?raw';

/** The media queries a stylesheet switches at, in order. */
const mediaQueries = (css: string) => [...css.matchAll(/@media ([^{]+?)\s*\{/g)].map((match) => match[1]);

it('switches at the theme’s phone widths and layout switch, which the stylesheet cannot import', () => {
  expect(mediaQueries(barStyles)).toEqual([
    PHONE_SCREEN_QUERY,
    SMALL_PHONE_SCREEN_QUERY,
    NARROW_SCREEN_QUERY,
  ]);
});
