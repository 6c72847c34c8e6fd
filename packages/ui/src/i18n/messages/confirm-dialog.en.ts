import type { MessageId } from './confirm-dialog.zh-TW.ts';

export const messages: Record<MessageId, string> = {
  'confirm-dialog.confirm': 'OK',
  'confirm-dialog.cancel': 'Cancel',
};
