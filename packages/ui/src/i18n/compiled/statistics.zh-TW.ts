// Written by `pnpm run i18n:compile` from messages/statistics.zh-TW.ts: do not edit.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  'statistics.label': ['系統統計'],
  'statistics.archives': ['考古題 ', ['figure'], ' 份'],
  'statistics.courses': ['課程 ', ['figure'], ' 門'],
  'statistics.users': ['使用者 ', ['figure'], ' 位'],
  'statistics.downloads': ['下載 ', ['figure'], ' 次'],
  'statistics.activeUsersToday': ['今日活躍 ', ['figure'], ' 位'],
};
