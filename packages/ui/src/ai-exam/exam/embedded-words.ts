import { useEffect, useState } from 'react';
import type { Catalogue, Translate } from '../../i18n/i18n.ts';
import { useTWithoutWaiting } from '../../i18n/locale-provider.tsx';
import type { MessageId } from '../../i18n/messages/ai-exam.zh-TW.ts';

type AiExamCatalogue = Catalogue<MessageId>;

/**
 * The words of the pieces other areas' screens embed (a text's placeholder and its images' names, a question's
 * points and missing answer), from this area's `catalogue`, without waiting for them (see `useTWithoutWaiting`).
 */
export function useEmbeddedT(catalogue: AiExamCatalogue): Translate<MessageId>;
export function useEmbeddedT(catalogue: AiExamCatalogue | undefined): Translate<MessageId> | null;
export function useEmbeddedT(catalogue: AiExamCatalogue | undefined): Translate<MessageId> | null {
  return useTWithoutWaiting(catalogue);
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
