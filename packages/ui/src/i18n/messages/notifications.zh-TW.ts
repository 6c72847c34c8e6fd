/** 通知: the bell's panel, 通知設定, and the page a mail's 取消訂閱 link opens. */
export const messages = {
  'notifications.title': '通知',
  'notifications.today': '今天',
  'notifications.yesterday': '昨天',
  'notifications.unread': '未讀：',
  'notifications.loading': '載入通知中…',
  'notifications.loadFailed': '無法載入通知',
  'notifications.markAllRead': '全部標為已讀',
  'notifications.settings': '通知設定',
  'notifications.none': '目前沒有通知',
  'notifications.loadMore': '載入更早的通知',
  'notifications.emailNote':
    '選擇「電子郵件」的通知仍會顯示在通知鈴，另外寄到您帳號的電子郵件信箱；每封信都可一鍵取消訂閱。',
  'notifications.noEmailNote':
    '本系統尚未設定寄信伺服器，暫時無法以電子郵件通知；已選「電子郵件」的通知目前只會顯示在通知鈴。',
  'notifications.settingsLoading': '載入通知設定中…',
  'notifications.settingsLoadFailed': '無法載入通知設定',
  'notifications.mailFrequency': '電子郵件寄送頻率',
  'notifications.mailFrequencyHint': '每日摘要：一天最多一封，列出這段時間的新通知',
  'notifications.unsubscribeTitle': '取消訂閱通知信',
  'notifications.unsubscribing': '正在取消訂閱…',
  'notifications.unsubscribed': '已停止以電子郵件寄送{kinds}通知',
  'notifications.quotedKind': '「{kind}」',
  'notifications.kindSeparator': '、',
  'notifications.unsubscribedNote':
    '這類通知仍會顯示在站內的通知鈴。想再收到通知信，登入後在「通知設定」中改回「電子郵件」即可。',
  'notifications.unsubscribeFailed': '無法取消訂閱',
  'notifications.tryLater': '請稍後再試',
  'notifications.retry': '重試',
  'notifications.settingsSaved': '已儲存通知設定',
  'notifications.settingsSavedMessage': '之後的通知依新的設定送出',
  'notifications.settingsSaveFailed': '儲存通知設定失敗',
  'notifications.markReadFailed': '無法標為已讀',
  'notifications.markAllReadFailed': '無法全部標為已讀',
  'notifications.missingToken':
    '網址中缺少取消訂閱的憑證，請直接從通知信中的連結開啟，或登入後在通知設定中修改',
} as const;

export type MessageId = keyof typeof messages;
