// Written by `pnpm run i18n:compile` from messages/profile-dialog.zh-TW.ts: do not edit.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  'profile-dialog.title': ['個人資料'],
  'profile-dialog.save': ['儲存'],
  'profile-dialog.nickname': ['暱稱'],
  'profile-dialog.nicknameHint': ['討論區與頁首顯示的名稱，最多 ', ['max'], ' 個字；留空則顯示帳號名稱'],
  'profile-dialog.accountType': ['帳號類型'],
  'profile-dialog.accountName': ['帳號名稱'],
  'profile-dialog.email': ['電子郵件'],
  'profile-dialog.ssoNote': ['單一登入帳號的名稱與電子郵件由校務系統提供。'],
  'profile-dialog.logoutAllHint': ['結束你在所有裝置上的登入，包括這一個。'],
  'profile-dialog.logoutAll': ['登出所有裝置'],
  'profile-dialog.saveFailed': ['儲存個人資料失敗'],
  'profile-dialog.saved': ['已儲存個人資料'],
  'profile-dialog.nicknameCleared': ['已清除暱稱，將顯示帳號名稱'],
  'profile-dialog.nicknameShown': ['其他人會看到你的暱稱「', ['nickname'], '」'],
};
