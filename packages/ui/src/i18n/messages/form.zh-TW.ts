/** The form helpers every screen's forms share: typed days and times, a filter's 全部, the reason dialog. */
export const messages = {
  'form.dayProblem': '請輸入存在的日期，例如 {example}',
  'form.minuteProblem': '請輸入存在的日期與時間，例如 {example}',
  'form.all': '全部',
  'form.closeDialog': '關閉{title}',
  'form.chooseReason': '請選擇{reason}',
  'form.note': '補充說明（選填）',
  'form.noteLimit': '最多 {max} 個字',
} as const;

export type MessageId = keyof typeof messages;
