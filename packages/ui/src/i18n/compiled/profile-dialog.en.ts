// Written by `pnpm run i18n:compile` from messages/profile-dialog.en.ts: do not edit.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  'profile-dialog.title': ['Profile'],
  'profile-dialog.save': ['Save'],
  'profile-dialog.nickname': ['Nickname'],
  'profile-dialog.nicknameHint': [
    'The name shown in discussions and at the top of the page, up to ',
    ['max'],
    ' characters. Leave it empty to show your account name',
  ],
  'profile-dialog.accountType': ['Account type'],
  'profile-dialog.accountName': ['Account name'],
  'profile-dialog.email': ['Email'],
  'profile-dialog.ssoNote': [
    'The name and email of a university account come from the university’s systems.',
  ],
  'profile-dialog.logoutAllHint': ['Signs you out on every device, this one included.'],
  'profile-dialog.logoutAll': ['Sign out everywhere'],
  'profile-dialog.saveFailed': ['Couldn’t save your profile'],
  'profile-dialog.saved': ['Profile saved'],
  'profile-dialog.nicknameCleared': ['Nickname cleared: your account name will be shown'],
  'profile-dialog.nicknameShown': ['Others will see your nickname “', ['nickname'], '”'],
};
