// Readable without zod: the archive page checks a course id taken from its URL on every page's first load.

/** The largest id a row can have: ids are PostgreSQL `integer`s. */
export const MAX_ID = 2_147_483_647;

/**
 * A row id from a value that came from outside as a number (a URL's search parameter, parsed as JSON): a
 * positive integer an integer column can hold, or null for anything else.
 */
export function parseId(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_ID ? value : null;
}
