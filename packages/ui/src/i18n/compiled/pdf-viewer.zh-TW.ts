// Written by `pnpm run i18n:compile` from messages/pdf-viewer.zh-TW.ts: do not edit.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  'pdf-viewer.toolbar': ['PDF 工具'],
  'pdf-viewer.pageNumber': ['頁碼（共 ', ['count'], ' 頁）'],
  'pdf-viewer.zoomOut': ['縮小'],
  'pdf-viewer.zoom': ['縮放比例'],
  'pdf-viewer.zoomIn': ['放大'],
  'pdf-viewer.fitWidth': ['符合寬度'],
  'pdf-viewer.fullscreen': ['全螢幕'],
  'pdf-viewer.exitFullscreen': ['結束全螢幕'],
  'pdf-viewer.openInNewTab': ['在新分頁開啟'],
  'pdf-viewer.withShortcut': [['label'], '（', ['shortcut'], '）'],
  'pdf-viewer.pages': ['PDF 頁面'],
  'pdf-viewer.page': ['第 ', ['page'], ' 頁'],
};
