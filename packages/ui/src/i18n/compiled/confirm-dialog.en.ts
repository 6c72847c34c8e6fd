// Written by `pnpm run i18n:compile` from messages/confirm-dialog.en.ts: do not edit.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  'confirm-dialog.confirm': ['OK'],
  'confirm-dialog.cancel': ['Cancel'],
};
