const taipei = { timeZone: 'Asia/Taipei', year: 'numeric', month: '2-digit', day: '2-digit' } as const;
const date = new Intl.DateTimeFormat('zh-TW', taipei);
const dateTime = new Intl.DateTimeFormat('zh-TW', {
  ...taipei,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An ISO instant as Taipei wall-clock time in zh-TW, 24-hour (e.g. 2026/11/21 11:05). */
export function formatTaipeiDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** An ISO instant's day in Taipei, in zh-TW (e.g. 2026/11/21). */
export function formatTaipeiDate(iso: string): string {
  return date.format(new Date(iso));
}
