import { useMediaQuery } from '@mantine/hooks';
import { useLocale } from '../i18n/locale-provider.tsx';
import { LABELLED_TOP_BAR_QUERY } from './theme.ts';

/**
 * Whether the top bar has room to name its features beside their icons in the active language, kept up to date as
 * the window resizes. Read during the first render, as `useNarrowScreen` is: only a signed-in user's bar asks,
 * and it is never prerendered.
 */
export function useLabelledTopBar(): boolean {
  return useMediaQuery(LABELLED_TOP_BAR_QUERY[useLocale()], undefined, { getInitialValueInEffect: false });
}
