/** The app-wide confirm dialog's own words: its buttons when the caller names none. */
export const messages = {
  'confirm-dialog.confirm': '確定',
  'confirm-dialog.cancel': '取消',
} as const;

export type MessageId = keyof typeof messages;
