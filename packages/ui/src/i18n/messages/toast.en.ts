import type { MessageId } from './toast.zh-TW.ts';

export const messages: Record<MessageId, string> = {
  'toast.close': 'Close notification',
};
