/** The toasts' own words: their close button. */
export const messages = {
  'toast.close': '關閉通知',
} as const;

export type MessageId = keyof typeof messages;
