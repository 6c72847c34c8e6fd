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

const relative = new Intl.RelativeTimeFormat('zh-TW', { numeric: 'auto' });
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago an ISO instant was, in zh-TW as a reader says it: 剛剛 within a minute, then 5 分鐘前, 3 小時前,
 * 昨天, 4 天前, and past a week its Taipei date (2026/11/21). A time a little ahead of `now` (another clock) is 剛剛.
 */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const ago = now - new Date(iso).getTime();
  if (ago < MINUTE) return '剛剛';
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return relative.format(-Math.floor(ago / DAY), 'day');
  return formatTaipeiDate(iso);
}
