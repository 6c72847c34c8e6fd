/** Signing in: the sign-in dialog and the page that receives the university's single sign-on. */
export const messages = {
  'login-dialog.title': '登入',
  'login-dialog.account': '帳號',
  'login-dialog.accountHint': '名稱或電子郵件',
  'login-dialog.password': '密碼',
  'login-dialog.showPassword': '顯示密碼',
  'login-dialog.submit': '登入',
  'login-dialog.or': '或',
  'login-dialog.sso': '使用校務帳號登入',
  'login-dialog.ssoUnavailable': '目前無法使用校務單一登入',
  'login-dialog.ssoConfigUnknown': '無法取得單一登入設定，請稍後再試',
  'login-dialog.errorTitle': '錯誤',
  'login-dialog.missingFields': '請輸入帳號和密碼',
  'login-dialog.failedTitle': '登入失敗',
  'login-dialog.failed': '帳號或密碼錯誤',
  'login-dialog.unusableToken': '伺服器回傳的登入權杖無法使用',
  'login-dialog.callbackInvalidToken': '登入資訊無效或已過期，請重新登入',
  'login-dialog.callbackFailed': '單一登入失敗',
  'login-dialog.callbackEmptyTitle': '沒有登入結果',
  'login-dialog.callbackEmpty':
    '這個頁面用來接收校務單一登入的結果，但網址中沒有登入資訊。請從首頁重新登入。',
} as const;

export type MessageId = keyof typeof messages;
