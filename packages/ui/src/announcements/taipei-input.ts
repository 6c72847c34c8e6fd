// The editor's start and end fields are typed as the product writes times (`2026/11/28 09:00`, whatever the
// browser's language) and read as Taipei wall-clock time (product §1.3), whatever the browser's own zone. Taiwan
// keeps UTC+8 all year, so a fixed offset is exact.
import { minuteText, readMinute } from '../form/date-text.ts';

const TAIPEI_OFFSET = '+08:00';
const TAIPEI_OFFSET_MS = 8 * 3_600_000;

/**
 * A typed time as an instant: `2026/03/01 09:00` → `2026-03-01T09:00:00+08:00`; empty is null. Anything else is
 * handed on as it is, for the contract's schema to refuse in words.
 */
export function fromTaipeiInput(value: string): string | null {
  if (value.trim() === '') return null;
  const minute = readMinute(value);
  return minute === null ? value : `${minute}:00${TAIPEI_OFFSET}`;
}

/** An instant as the field shows it, Taipei time to the minute (`2026/03/01 09:00`); null is empty. */
export function toTaipeiInput(iso: string | null): string {
  if (iso === null) return '';
  return minuteText(new Date(Date.parse(iso) + TAIPEI_OFFSET_MS).toISOString().slice(0, 16));
}
