// The editor's start and end fields are `datetime-local` inputs read as Taipei wall-clock time (product §1.3),
// whatever the browser's own zone. Taiwan keeps UTC+8 all year, so a fixed offset is exact.

const TAIPEI_OFFSET = '+08:00';
const TAIPEI_OFFSET_MS = 8 * 3_600_000;
const LOCAL_MINUTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * A `datetime-local` value as an instant: `2026-03-01T09:00` → `2026-03-01T09:00:00+08:00`; empty is null. Anything
 * else is handed on as it is, for the contract's schema to refuse in words.
 */
export function fromTaipeiInput(value: string): string | null {
  if (value === '') return null;
  return LOCAL_MINUTE.test(value) ? `${value}:00${TAIPEI_OFFSET}` : value;
}

/** An instant as a `datetime-local` value in Taipei, to the minute; null is empty. */
export function toTaipeiInput(iso: string | null): string {
  if (iso === null) return '';
  return new Date(Date.parse(iso) + TAIPEI_OFFSET_MS).toISOString().slice(0, 16);
}
