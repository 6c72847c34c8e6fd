/** 變更密碼's words: its title, its three fields and the mismatch under the confirmation. */
export const messages = {
  'change-password-dialog.title': '變更密碼',
  'change-password-dialog.submit': '變更密碼',
  'change-password-dialog.currentPassword': '目前的密碼',
  'change-password-dialog.newPassword': '新密碼',
  'change-password-dialog.confirmPassword': '確認新密碼',
  'change-password-dialog.newPasswordHint': '至少 8 個字元；變更後，其他裝置上的登入都會結束',
  'change-password-dialog.showCurrentPassword': '顯示目前的密碼',
  'change-password-dialog.showNewPassword': '顯示新密碼',
  'change-password-dialog.showConfirmPassword': '顯示確認新密碼',
  'change-password-dialog.mismatch': '兩次輸入的密碼不一致',
  'change-password-dialog.failed': '變更密碼失敗',
  'change-password-dialog.changed': '已變更密碼',
  'change-password-dialog.changedMessage': '其他裝置已登出，這個裝置維持登入',
} as const;

export type MessageId = keyof typeof messages;
