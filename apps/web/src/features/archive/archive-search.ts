import { parseId } from '@pastexam/api-contract/ids';

/**
 * The archive page's address (product §4.1): `/archive?course=3` shows a course, `&archive=12` also opens that
 * archive's preview once it is listed, and `/archive?overview=true` shows the overview even when a last course
 * is remembered. Every page's first load (a guest's too) holds the route's search check, and a guest's loads no
 * zod: the check is written out here, with the contract's own id rule.
 */
export type ArchiveSearch = {
  /** The course shown; `invalid` when the address names something that is no course id (?course=abc). */
  course?: number | 'invalid';
  /** An archive of that course whose preview opens on arrival. */
  archive?: number;
  /** The overview, not the last course. */
  overview?: true;
};

/** The router's parsed search (numbers and booleans already read as JSON) as the page's address. */
export function validateArchiveSearch(raw: Record<string, unknown>): ArchiveSearch {
  if (raw.course !== undefined) {
    const course = parseId(raw.course);
    if (course === null) return { course: 'invalid' };
    const archive = parseId(raw.archive);
    return archive === null ? { course } : { course, archive };
  }
  return raw.overview === true ? { overview: true } : {};
}
