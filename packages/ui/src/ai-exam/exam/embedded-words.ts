import { DEFAULT_LOCALE } from '@pastexam/api-contract/locales';
import { useEffect, useMemo, useReducer } from 'react';
import { aiExamMessages } from '../../i18n/compiled/ai-exam.catalogue.ts';
import { isCatalogueLoaded, loadCatalogue, type Translate, translatorFor } from '../../i18n/i18n.ts';
import { useLocale } from '../../i18n/locale-provider.tsx';
import type { MessageId } from '../../i18n/messages/ai-exam.zh-TW.ts';

/**
 * The words of the pieces other areas' screens embed (a text's placeholder and its images' names, a question's
 * points and missing answer): in the active language once this area's catalogue is here, in zh-TW until then,
 * so that a screen of another area never waits on this catalogue for them. It is fetched on first use, and the
 * piece drawn again when it arrives. Inside this area's own screens it is always here already (their `useT`).
 */
export function useEmbeddedT(): Translate<MessageId> {
  const locale = useLocale();
  const ready = isCatalogueLoaded(aiExamMessages, locale);
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (ready) return;
    let waiting = true;
    void loadCatalogue(aiExamMessages, locale).then(() => {
      if (waiting) arrived();
    });
    return () => {
      waiting = false;
    };
  }, [locale, ready]);
  const shown = ready ? locale : DEFAULT_LOCALE;
  return useMemo(() => translatorFor(aiExamMessages, shown), [shown]);
}
