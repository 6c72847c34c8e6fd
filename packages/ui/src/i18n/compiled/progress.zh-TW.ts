// Written by `pnpm run i18n:compile` from messages/progress.zh-TW.ts: do not edit.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  'progress.loading': ['載入中…'],
  'progress.noBookmarks': ['尚未收藏任何題目。在考古題的題目旁按「收藏」，就會列在這裡。'],
  'progress.examTitle': [['year'], ' ', ['name'], ' · ', ['professor']],
  'progress.examTitleWithType': [['year'], ' ', ['name'], '（', ['type'], '） · ', ['professor']],
  'progress.bookmark': ['收藏'],
  'progress.unbookmark': ['取消收藏'],
  'progress.bookmarkQuestion': ['收藏 ', ['question']],
  'progress.completed': ['已完成'],
  'progress.completedExam': [['archive'], ' 已完成'],
  'progress.coverage': ['已解答 ', ['answered'], ' / ', ['questions'], ' 題'],
  'progress.myBookmarks': ['我的收藏'],
  'progress.loadFailedTitle': ['載入失敗'],
  'progress.bookmarksLoadFailed': ['無法載入我的收藏'],
  'progress.bookmarkFailed': ['無法更新收藏'],
  'progress.completionFailed': ['無法更新已完成'],
};
