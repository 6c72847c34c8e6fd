export const messages = {
  'pdf-viewer.toolbar': 'PDF 工具',
  'pdf-viewer.pageNumber': '頁碼（共 {count} 頁）',
  'pdf-viewer.zoomOut': '縮小',
  'pdf-viewer.zoom': '縮放比例',
  'pdf-viewer.zoomIn': '放大',
  'pdf-viewer.fitWidth': '符合寬度',
  'pdf-viewer.fullscreen': '全螢幕',
  'pdf-viewer.exitFullscreen': '結束全螢幕',
  'pdf-viewer.openInNewTab': '在新分頁開啟',
  'pdf-viewer.withShortcut': '{label}（{shortcut}）',
  'pdf-viewer.pages': 'PDF 頁面',
  'pdf-viewer.page': '第 {page} 頁',
  // Said by the app (apps/web) around these screens: toasts, confirmations, fallbacks of failures
  'pdf-viewer.unavailable': '無法載入預覽元件，請重新整理頁面後再試',
  'pdf-viewer.invalidPdf': '這個檔案不是有效的 PDF，無法預覽',
  'pdf-viewer.loadFailed': '無法載入 PDF，請稍後再試',
  'pdf-viewer.archiveGone': '找不到這份考古題，它可能已被刪除',
  'pdf-viewer.pageFailed': '無法顯示第 {page} 頁',
} as const;

export type MessageId = keyof typeof messages;
