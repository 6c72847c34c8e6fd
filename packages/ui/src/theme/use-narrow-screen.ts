import { useMediaQuery } from '@mantine/hooks';
import { NARROW_SCREEN_QUERY } from './theme.ts';

/**
 * Whether the screen is below the layout switch (960px), kept up to date as the window resizes. Read during
 * the first render, not after it: a page rendered in the browser shows its narrow layout at once, with no frame
 * of the wide one first. (Nothing that calls this is prerendered, where there would be no screen to ask.)
 */
export function useNarrowScreen(): boolean {
  return useMediaQuery(NARROW_SCREEN_QUERY, undefined, { getInitialValueInEffect: false });
}
