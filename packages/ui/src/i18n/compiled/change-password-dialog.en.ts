// Written by `pnpm run i18n:compile` from messages/change-password-dialog.en.ts: do not edit.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  'change-password-dialog.title': ['Change password'],
  'change-password-dialog.submit': ['Change password'],
  'change-password-dialog.currentPassword': ['Current password'],
  'change-password-dialog.newPassword': ['New password'],
  'change-password-dialog.confirmPassword': ['Confirm new password'],
  'change-password-dialog.newPasswordHint': [
    'At least 8 characters. Changing it signs you out on all your other devices',
  ],
  'change-password-dialog.showCurrentPassword': ['Show current password'],
  'change-password-dialog.showNewPassword': ['Show new password'],
  'change-password-dialog.showConfirmPassword': ['Show password confirmation'],
  'change-password-dialog.mismatch': ['The passwords don’t match'],
  'change-password-dialog.failed': ['Couldn’t change the password'],
  'change-password-dialog.changed': ['Password changed'],
  'change-password-dialog.changedMessage': ['Your other devices are signed out; this one stays signed in'],
};
