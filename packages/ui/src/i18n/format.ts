import type { Locale } from '@pastexam/api-contract/locales';
import { translator } from './i18n.ts';

/** Every time is shown on Taipei's clock, whatever the language or the reader's own time zone. */
const TIME_ZONE = 'Asia/Taipei';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const FILE_SIZE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** Dates, times, relative times, numbers, file sizes and academic years in one language. */
export interface Formats {
  /** An ISO instant's day in Taipei: 2026/11/21, Nov 21, 2026. */
  date: (iso: string) => string;
  /** An ISO instant as Taipei wall-clock time, 24-hour: 2026/11/21 11:05, Nov 21, 2026, 11:05. */
  dateTime: (iso: string) => string;
  /**
   * How long ago an ISO instant was: 剛剛 / just now within a minute, then minutes, hours, days, and past a
   * week its Taipei date. A time a little ahead of `now` (another clock) is 剛剛 / just now.
   */
  relativeTime: (iso: string, now?: number) => string;
  /** A count, grouped the language's way: 1,234. */
  number: (value: number) => string;
  /** A size in bytes, in the largest unit under 1,000 of it (decimal, as storage is sold): 1.5 MB. */
  fileSize: (bytes: number) => string;
  /** An ROC academic year (民國 113 starts in August 2024): 113 學年度, AY 2024–25 (113). */
  academicYear: (rocYear: number) => string;
}

const cache = new Map<Locale, Formats>();

/** The formats of a language, made once each. */
export function formatsFor(locale: Locale): Formats {
  const known = cache.get(locale);
  if (known) return known;
  const made = makeFormats(locale);
  cache.set(locale, made);
  return made;
}

function makeFormats(locale: Locale): Formats {
  const day = {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: locale === 'en' ? 'short' : '2-digit',
    day: '2-digit',
  } as const;
  const dateFormat = new Intl.DateTimeFormat(locale, day);
  const dateTimeFormat = new Intl.DateTimeFormat(locale, {
    ...day,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const numberFormat = new Intl.NumberFormat(locale);
  // Asked at each use, not kept: formats made before the language's catalogue arrived would speak zh-TW for good.
  const t: ReturnType<typeof translator> = (id, values) => translator(locale)(id, values);
  const date = (iso: string) => dateFormat.format(new Date(iso));
  return {
    date,
    dateTime: (iso) => dateTimeFormat.format(new Date(iso)),
    relativeTime: (iso, now = Date.now()) => {
      const ago = now - new Date(iso).getTime();
      if (ago < MINUTE) return t('format.justNow');
      if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
      if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
      if (ago < 7 * DAY) return relative.format(-Math.floor(ago / DAY), 'day');
      return date(iso);
    },
    number: (value) => numberFormat.format(value),
    fileSize: (bytes) => {
      let unit = 0;
      let size = bytes;
      while (size >= 1000 && unit < FILE_SIZE_UNITS.length - 1) {
        size /= 1000;
        unit += 1;
      }
      return new Intl.NumberFormat(locale, {
        style: 'unit',
        unit: FILE_SIZE_UNITS[unit],
        unitDisplay: unit === 0 ? 'long' : 'short',
        maximumFractionDigits: unit === 0 ? 0 : 1,
      }).format(size);
    },
    academicYear: (rocYear) => {
      const start = rocYear + 1911;
      return t('format.academicYear', {
        year: String(rocYear),
        start: String(start),
        end: String(start + 1).slice(-2),
      });
    },
  };
}
