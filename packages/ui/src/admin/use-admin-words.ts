import { adminMessages } from '../i18n/compiled/admin.catalogue.ts';
import type { Translate } from '../i18n/i18n.ts';
import { useTWithoutWaiting } from '../i18n/locale-provider.tsx';
import type { MessageId } from '../i18n/messages/admin.zh-TW.ts';

/**
 * The admin catalogue's words for the frames other areas draw too (FormDialog's 取消, TableFooter, the lists'
 * 重新載入 and 載入更多), without waiting for them: a screen that loaded only its own catalogue is drawn at once.
 */
export function useAdminWords(): Translate<MessageId> {
  return useTWithoutWaiting(adminMessages);
}
