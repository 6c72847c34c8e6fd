/** 系統統計 (product §2.10): the department's figures in one line. `{figure}` is the number, drawn bold. */
export const messages = {
  'statistics.label': '系統統計',
  'statistics.archives': '考古題 {figure} 份',
  'statistics.courses': '課程 {figure} 門',
  'statistics.users': '使用者 {figure} 位',
  'statistics.downloads': '下載 {figure} 次',
  'statistics.activeUsersToday': '今日活躍 {figure} 位',
} as const;

export type MessageId = keyof typeof messages;
