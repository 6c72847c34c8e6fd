/** 討論 (product §4.10): the discussion beside an archive, and the field that writes a message or a comment. */
export const messages = {
  'discussion.loading': '正在載入留言…',
  'discussion.empty': '還沒有留言',
  'discussion.emptyHint': '對這份考古題有疑問或想法嗎？留下第一則留言吧。',
  'discussion.loadOlder': '載入較早的留言',
  'discussion.messages': '留言',
  'discussion.reconnecting': '即時更新已中斷，正在重新連線…',
  'discussion.log': '討論內容',
  'discussion.field': '留言',
  'discussion.placeholder': '輸入留言（Ctrl + Enter 送出）',
  'discussion.tooLong': '留言最多 {max} 個字',
  'discussion.count': '{length} / {max} 字',
  'discussion.cooldown': '{seconds} 秒後可送出',
  'discussion.send': '送出',
  'discussion.deleted': '此留言已刪除',
  'discussion.goneAuthor': '已刪除的帳號',
  'discussion.admin': '管理員',
  'discussion.messageBy': '{author} 的留言',
  'discussion.messageByAdmin': '{author}（管理員） 的留言',
  'discussion.openQuestion': '捲動到這一題',
  'discussion.delete': '刪除留言',
  // Said by the app (apps/web) around these screens: toasts, confirmations, fallbacks of failures
  'discussion.deleteTitle': '刪除留言',
  'discussion.deleteConfirm': '確定要刪除這則留言嗎？刪除後其他人會看到「此留言已刪除」。',
  'discussion.deleteFailed': '刪除失敗',
  'discussion.loadFailed': '無法載入留言，請稍後再試',
  'discussion.sendFailed': '無法送出留言，請稍後再試',
} as const;

export type MessageId = keyof typeof messages;
