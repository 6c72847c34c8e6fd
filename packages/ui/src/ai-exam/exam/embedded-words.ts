import { DEFAULT_LOCALE } from '@pastexam/api-contract/locales';
import { useEffect, useMemo, useReducer, useState } from 'react';
import {
  type Catalogue,
  isCatalogueLoaded,
  loadCatalogue,
  type Translate,
  translatorFor,
} from '../../i18n/i18n.ts';
import { useLocale } from '../../i18n/locale-provider.tsx';
import type { MessageId } from '../../i18n/messages/ai-exam.zh-TW.ts';

type AiExamCatalogue = Catalogue<MessageId>;

/**
 * The words of the pieces other areas' screens embed (a text's placeholder and its images' names, a question's
 * points and missing answer), from this area's `catalogue`: in the active language once it is here, in zh-TW
 * until then, so that a screen of another area never waits on this catalogue for them. Its English is fetched
 * on first use, and the piece drawn again when it arrives; inside this area's own screens it is here already
 * (their `useT`). Null while the catalogue itself is not here (`useFetchedCatalogue`).
 */
export function useEmbeddedT(catalogue: AiExamCatalogue): Translate<MessageId>;
export function useEmbeddedT(catalogue: AiExamCatalogue | undefined): Translate<MessageId> | null;
export function useEmbeddedT(catalogue: AiExamCatalogue | undefined): Translate<MessageId> | null {
  const locale = useLocale();
  const ready = catalogue !== undefined && isCatalogueLoaded(catalogue, locale);
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (catalogue === undefined || ready) return;
    let waiting = true;
    void loadCatalogue(catalogue, locale).then(() => {
      if (waiting) arrived();
    });
    return () => {
      waiting = false;
    };
  }, [catalogue, locale, ready]);
  const shown = ready ? locale : DEFAULT_LOCALE;
  return useMemo(() => (catalogue ? translatorFor(catalogue, shown) : null), [catalogue, shown]);
}

let fetched: AiExamCatalogue | undefined;
let fetching: Promise<AiExamCatalogue> | undefined;

/**
 * This area's catalogue, fetched on first use rather than carried, for the placeholder of a text: the pages that
 * draw texts (the guest's announcements) then carry none of this area's words. Undefined until it is here.
 */
export function useFetchedCatalogue(): AiExamCatalogue | undefined {
  const [catalogue, setCatalogue] = useState(fetched);
  useEffect(() => {
    if (catalogue) return;
    let waiting = true;
    fetching ??= import('../../i18n/compiled/ai-exam.catalogue.ts').then(({ aiExamMessages }) => {
      fetched = aiExamMessages;
      return aiExamMessages;
    });
    void fetching.then((arrived) => {
      if (waiting) setCatalogue(arrived);
    });
    return () => {
      waiting = false;
    };
  }, [catalogue]);
  return catalogue;
}
