// Written by `pnpm run i18n:compile` from messages/archive-reports.zh-TW.ts: do not edit.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  'archive-reports.fixedSentence': ['管理員已修正這份考古題'],
  'archive-reports.hiddenSentence': ['管理員已將這份考古題移到垃圾桶'],
  'archive-reports.deletedSentence': ['這份考古題已被永久刪除'],
  'archive-reports.dismissedSentence': ['管理員檢視後決定不處理'],
  'archive-reports.withNote': [['text'], '：', ['note']],
  'archive-reports.myLoadFailed': ['無法載入我的考古題回報'],
  'archive-reports.myNone': ['您還沒有回報任何考古題'],
  'archive-reports.archiveInCourse': [['archive'], '・', ['course']],
  'archive-reports.problem': ['問題：', ['reason'], '・', ['date']],
  'archive-reports.problemWithNote': ['問題：', ['reason'], '（', ['note'], '）・', ['date']],
  'archive-reports.report': ['回報問題'],
  'archive-reports.reason': ['問題類型'],
  'archive-reports.send': ['送出'],
  'archive-reports.sendFailed': ['無法送出回報'],
  'archive-reports.resolutionNote': ['處理說明（選填，回報者會看到）'],
  'archive-reports.inTrash': ['在垃圾桶'],
  'archive-reports.reasonCount': [['reason'], ' × ', ['count']],
  'archive-reports.reporter': [['name'], '・', ['date']],
  'archive-reports.reporterWithNote': [['name'], '：「', ['note'], '」・', ['date']],
  'archive-reports.separator': ['・'],
  'archive-reports.loadFailed': ['無法載入考古題回報'],
  'archive-reports.noneOpen': ['沒有待處理的考古題回報'],
  'archive-reports.noneResolved': ['還沒有處理過的考古題回報'],
};
