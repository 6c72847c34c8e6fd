import { type ArchiveType, isArchiveType } from '@pastexam/api-contract/archive-types';
import { parseId } from '@pastexam/api-contract/ids';
import { archiveLink } from '@pastexam/api-contract/notification-links';

/**
 * The archive page's address (product §4.1): `/archive?course=3` shows a course, `&archive=12` also opens that
 * archive's preview once it is listed (`&question=45` at that question's start), and `/archive?overview=true` shows the overview even when a last course
 * is remembered. Every page's first load (a guest's too) holds the route's search check, and a guest's loads no
 * zod: the check is written out here, with the contract's own id rule.
 */
export type ArchiveSearch = {
  /** The course shown; `invalid` when the address names something that is no course id (?course=abc). */
  course?: number | 'invalid';
  /** An archive of that course whose preview opens on arrival. */
  archive?: number;
  /** A question of that archive: the preview opens scrolled to its start (a link to a question). */
  question?: number;
  /** The overview, not the last course. */
  overview?: true;
} & ContentSearch;

/**
 * A search inside the exams (product §4.9), shown in the main area while `q` is set: `?q=AVL&in=3&prof=林教授
 * &from=110&to=113&type=final`. The course shown stays in the address beneath it.
 */
export type ContentSearch = {
  q?: string;
  /** Only this course's archives. */
  in?: number;
  prof?: string;
  /** ROC academic years, both included. */
  from?: number;
  to?: number;
  type?: ArchiveType;
  /** Only questions carrying this topic (an area includes its topics). */
  topic?: number;
};

/** The longest query and professor's name the search takes; longer ones in an address are cut. */
const QUERY_MAX = 200;
const SEARCHABLE = /[\p{L}\p{N}]/u;
const PROFESSOR_MAX = 50;

const text = (value: unknown, max: number) => {
  // A query of digits alone arrives parsed as a number.
  const raw = typeof value === 'number' ? String(value) : value;
  return typeof raw === 'string' && raw.trim() ? raw.trim().slice(0, max) : undefined;
};
const year = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 80 && value <= 200 ? value : undefined;

/** The search's part of an address; a part that is not what it should be is dropped, never an error. */
export function validateContentSearch(raw: Record<string, unknown>): ContentSearch {
  const q = text(raw.q, QUERY_MAX);
  // Only punctuation is nothing the server would search for (the contract's hasSearchableText, without its
  // tokenizer in every page's first load): no search, rather than one that always fails.
  if (q === undefined || !SEARCHABLE.test(q.normalize('NFKC'))) return {};
  const search: ContentSearch = { q };
  const course = parseId(raw.in);
  if (course !== null) search.in = course;
  const professor = text(raw.prof, PROFESSOR_MAX);
  if (professor !== undefined) search.prof = professor;
  const from = year(raw.from);
  if (from !== undefined) search.from = from;
  const to = year(raw.to);
  // A range that ends before it starts is no range: its end is dropped.
  if (to !== undefined && (from === undefined || from <= to)) search.to = to;
  if (isArchiveType(raw.type)) search.type = raw.type;
  const topic = parseId(raw.topic);
  if (topic !== null) search.topic = topic;
  return search;
}

/**
 * Every part of the address this page reads, unset. The router lays a route's checked search over the address's
 * own (`{ ...raw, ...checked }`), so a part the check drops must be written as unset, or the raw value (`q=!!!`,
 * `in=abc`) would show through it.
 */
const UNSET: { [Part in keyof Required<ArchiveSearch>]: undefined } = {
  course: undefined,
  archive: undefined,
  question: undefined,
  overview: undefined,
  q: undefined,
  in: undefined,
  prof: undefined,
  from: undefined,
  to: undefined,
  type: undefined,
  topic: undefined,
};

/** The router's parsed search (numbers and booleans already read as JSON) as the page's address. */
export function validateArchiveSearch(raw: Record<string, unknown>): ArchiveSearch {
  return { ...UNSET, ...checkedArchiveSearch(raw) };
}

function checkedArchiveSearch(raw: Record<string, unknown>): ArchiveSearch {
  const content = validateContentSearch(raw);
  if (raw.course !== undefined) {
    const course = parseId(raw.course);
    if (course === null) return { course: 'invalid', ...content };
    const archive = parseId(raw.archive);
    if (archive === null) return { course, ...content };
    const question = parseId(raw.question);
    return question === null ? { course, archive, ...content } : { course, archive, question, ...content };
  }
  return raw.overview === true ? { overview: true, ...content } : content;
}

/** The address without its search: the course view a search returns to. */
export function withoutSearch(search: ArchiveSearch): ArchiveSearch {
  const { q: _q, in: _in, prof: _prof, from: _from, to: _to, type: _type, topic: _topic, ...rest } = search;
  return rest;
}

/** The address that shows a course and opens one of its archives' preview: the one notifications lead to too. */
export const archiveHref = archiveLink;
