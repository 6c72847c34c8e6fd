// Written by `pnpm run i18n:compile` from messages/toast.en.ts: do not edit.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  'toast.close': ['Close notification'],
};
