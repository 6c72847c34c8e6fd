import type { Term } from '@pastexam/api-contract';

/** Taipei is eight hours ahead of UTC all year (no daylight saving): the department's calendar. */
const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;
/** ROC years count from 1912: 2025 is 114. */
const ROC_YEAR_OFFSET = 1911;

const pad = (value: number) => String(value).padStart(2, '0');
const isoDay = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** The day `now` falls on in Taipei, YYYY-MM-DD: the day a download is counted on. */
export function taipeiDay(now: Date): string {
  const taipei = new Date(now.getTime() + TAIPEI_OFFSET_MS);
  return isoDay(taipei.getUTCFullYear(), taipei.getUTCMonth() + 1, taipei.getUTCDate());
}

/** The moment Taipei's day `day` (YYYY-MM-DD) begins. */
export const taipeiMidnight = (day: string) => new Date(`${day}T00:00:00+08:00`);

/**
 * The term `now` falls in, as Taiwan's universities count them (contract `termSchema`): the first term of
 * academic year Y runs from 1 August of Y + 1911 to 31 January of the next year, the second from 1 February to
 * 31 July.
 */
export function termOf(now: Date): Term {
  const taipei = new Date(now.getTime() + TAIPEI_OFFSET_MS);
  const year = taipei.getUTCFullYear();
  const month = taipei.getUTCMonth() + 1;
  if (month >= 8) {
    return {
      academic_year: year - ROC_YEAR_OFFSET,
      semester: 1,
      starts_on: isoDay(year, 8, 1),
      ends_on: isoDay(year + 1, 1, 31),
    };
  }
  if (month === 1) {
    return {
      academic_year: year - 1 - ROC_YEAR_OFFSET,
      semester: 1,
      starts_on: isoDay(year - 1, 8, 1),
      ends_on: isoDay(year, 1, 31),
    };
  }
  return {
    academic_year: year - 1 - ROC_YEAR_OFFSET,
    semester: 2,
    starts_on: isoDay(year, 2, 1),
    ends_on: isoDay(year, 7, 31),
  };
}
