import { useEffect, useState } from 'react';
import { adminMessages } from '../i18n/compiled/admin.catalogue.ts';
import { isCatalogueLoaded, loadCatalogue, type Translate, translatorFor } from '../i18n/i18n.ts';
import { useLocale } from '../i18n/locale-provider.tsx';
import type { MessageId } from '../i18n/messages/admin.zh-TW.ts';

/**
 * The admin catalogue's words for the frames other areas draw too (FormDialog's 取消, TableFooter, the lists'
 * 重新載入 and 載入更多): unlike `useT` it never suspends, so a screen that loaded only its own catalogue is
 * drawn at once, in zh-TW for these few words until the admin's English arrives, then again in English.
 */
export function useAdminWords(): Translate<MessageId> {
  const locale = useLocale();
  const [, setArrived] = useState(0);
  useEffect(() => {
    if (isCatalogueLoaded(adminMessages, locale)) return;
    let current = true;
    void loadCatalogue(adminMessages, locale).then(() => {
      if (current) setArrived((count) => count + 1);
    });
    return () => {
      current = false;
    };
  }, [locale]);
  return translatorFor(adminMessages, locale);
}
