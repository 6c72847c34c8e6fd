// Written by `pnpm run i18n:compile` from messages/confirm-dialog.zh-TW.ts: do not edit.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  'confirm-dialog.confirm': ['確定'],
  'confirm-dialog.cancel': ['取消'],
};
