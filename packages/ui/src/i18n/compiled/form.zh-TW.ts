// Written by `pnpm run i18n:compile` from messages/form.zh-TW.ts: do not edit.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  'form.dayProblem': ['請輸入存在的日期，例如 ', ['example']],
  'form.minuteProblem': ['請輸入存在的日期與時間，例如 ', ['example']],
  'form.all': ['全部'],
  'form.closeDialog': ['關閉', ['title']],
  'form.chooseReason': ['請選擇', ['reason']],
  'form.note': ['補充說明（選填）'],
  'form.noteLimit': ['最多 ', ['max'], ' 個字'],
};
