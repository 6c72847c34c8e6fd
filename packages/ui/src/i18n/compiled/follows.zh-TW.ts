// Written by `pnpm run i18n:compile` from messages/follows.zh-TW.ts: do not edit.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  'follows.follow': ['追蹤'],
  'follows.followCourse': ['追蹤 ', ['course']],
  'follows.updateFailed': ['無法更新追蹤'],
};
