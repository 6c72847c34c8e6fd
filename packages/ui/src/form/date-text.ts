// Days and times as the product writes them, `2026/11/28` and `2026/11/28 09:00`, whatever the browser's language:
// a native date field shows its browser's format instead (`mm/dd/yyyy` in an en-US browser).

import type { Translate } from '../i18n/i18n.ts';
import type { MessageId } from '../i18n/messages/form.zh-TW.ts';

/** A day in the product's format, shown in an empty day field. */
export const DAY_EXAMPLE = '2026/11/28';
/** A day and a 24-hour time in the product's format, shown in an empty time field. */
export const MINUTE_EXAMPLE = '2026/11/28 09:00';

/** `2026/11/28`, also `2026/1/5`, `2026-11-28` or `2026.11.28`, spaces around the separators allowed. */
const DAY = /^(\d{4})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{1,2})$/;
/** A day, then `9:00` or `09:00`. */
const MINUTE = /^(.+?)\s+(\d{1,2})\s*[:：]\s*(\d{2})$/;

const two = (n: number) => String(n).padStart(2, '0');

/** Whether year, month and day name a day of the calendar (2026/02/30 does not). */
function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A typed day as `YYYY-MM-DD` (the API's form); null when it is not in the format or is no day of the calendar. */
export function readDay(text: string): string | null {
  const match = DAY.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isCalendarDay(year, month, day) ? `${year}-${two(month)}-${two(day)}` : null;
}

/** A typed day and time as `YYYY-MM-DDTHH:mm`; null when it is not in the format or no such day or time exists. */
export function readMinute(text: string): string | null {
  const match = MINUTE.exec(text.trim());
  if (!match) return null;
  const day = readDay(match[1] ?? '');
  const [hour, minute] = [Number(match[2]), Number(match[3])];
  return day !== null && hour < 24 && minute < 60 ? `${day}T${two(hour)}:${two(minute)}` : null;
}

/** A `YYYY-MM-DD` day as the product writes it: `2026/11/28`. */
export const dayText = (day: string): string => day.replaceAll('-', '/');

/** A `YYYY-MM-DDTHH:mm` time as the product writes it: `2026/11/28 09:00`. */
export const minuteText = (minute: string): string => dayText(minute.replace('T', ' '));

/** What a day field that holds no day says, in `t`'s language. */
export const dayProblem = (t: Translate<MessageId>): string => t('form.dayProblem', { example: DAY_EXAMPLE });

/** What a time field that holds no day and time says, in `t`'s language. */
export const minuteProblem = (t: Translate<MessageId>): string =>
  t('form.minuteProblem', { example: MINUTE_EXAMPLE });
