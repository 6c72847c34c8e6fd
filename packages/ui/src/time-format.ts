import { formatsFor } from './i18n/format.ts';

// The zh-TW formats, as the pages not yet drawn in the reader's language show them (i18n/format.ts has both).
const zhTw = formatsFor('zh-TW');

/** An ISO instant as Taipei wall-clock time in zh-TW, 24-hour (e.g. 2026/11/21 11:05). */
export function formatTaipeiDateTime(iso: string): string {
  return zhTw.dateTime(iso);
}

/** An ISO instant's day in Taipei, in zh-TW (e.g. 2026/11/21). */
export function formatTaipeiDate(iso: string): string {
  return zhTw.date(iso);
}

/**
 * How long ago an ISO instant was, in zh-TW as a reader says it: 剛剛 within a minute, then 5 分鐘前, 3 小時前,
 * 昨天, 4 天前, and past a week its Taipei date (2026/11/21). A time a little ahead of `now` (another clock) is 剛剛.
 */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  return zhTw.relativeTime(iso, now);
}
