import type { PageLine } from '../search/extract/lines.ts';

/** One page's lines, as extraction keeps them. */
export type LinedPage = { page: number; lines: readonly PageLine[] };

/**
 * How near (a fraction of the page's height) two starts on one page are the same start: a proposal this near a
 * true start found it, and one this near a confirmed question is that question.
 */
export const NEAR_START = 0.03;

/** A proposed question start: where it begins and what it is called. */
export type QuestionProposal = { page: number; top: number; name: string };

/** How a line numbers a question; each numbers its questions in its own sequence. */
type Style = 'di' | 'cn' | 'cn-paren' | 'dot' | 'paren' | 'both-paren' | 'q' | 'problem' | 'exercise';

type Marker = { style: Style; number: number } | { style: 'letter'; number: number };

/** A line that begins like a question, in reading order. */
type Candidate = PageLine & { page: number; column: number; order: number; marker: Marker };

const CHINESE_DIGITS = '〇一二三四五六七八九';

/** 一 … 九十九 as a number; null for anything else. */
function chineseNumber(text: string): number | null {
  const match = /^([一二三四五六七八九]?)(十?)([一二三四五六七八九]?)$/u.exec(text);
  if (!match || text === '') return null;
  const [, tens = '', ten = '', units = ''] = match;
  if (!ten) return tens && !units ? CHINESE_DIGITS.indexOf(tens) : null;
  return (tens ? CHINESE_DIGITS.indexOf(tens) : 1) * 10 + (units ? CHINESE_DIGITS.indexOf(units) : 0);
}

const CN = '[一二三四五六七八九十]{1,3}';
/** Up to two digits, not a decimal, a percentage nor a longer number (a year, a score like `100`). */
const NUM = '(\\d{1,2})';

/** Each way a question is numbered at the start of a line, most specific first. */
const PATTERNS: readonly { style: Style | 'letter'; pattern: RegExp; chinese?: boolean }[] = [
  { style: 'di', pattern: new RegExp(`^第\\s*(\\d{1,2}|${CN})\\s*大?題`, 'u') },
  { style: 'cn-paren', pattern: new RegExp(`^[(（]\\s*(${CN})\\s*[)）]`, 'u'), chinese: true },
  { style: 'cn', pattern: new RegExp(`^(${CN})\\s*[、.．，]`, 'u'), chinese: true },
  { style: 'both-paren', pattern: new RegExp(`^[(（]\\s*${NUM}\\s*[)）]`, 'u') },
  { style: 'q', pattern: new RegExp(`^(?:Q|Question)\\s*${NUM}(?![\\d%])`, 'iu') },
  { style: 'problem', pattern: new RegExp(`^Problem\\s*${NUM}(?![\\d%])`, 'iu') },
  { style: 'exercise', pattern: new RegExp(`^Exercise\\s*${NUM}(?![\\d%])`, 'iu') },
  { style: 'dot', pattern: new RegExp(`^${NUM}\\s*[.．、,](?![\\d%])`, 'u') },
  { style: 'paren', pattern: new RegExp(`^${NUM}\\s*[)）]`, 'u') },
  { style: 'letter', pattern: /^[(（]\s*([a-h])\s*[)）]/u },
  { style: 'letter', pattern: /^([a-h])\s*[)）]/u },
];

/** How a line begins, when it begins like a question or a part of one. */
export function markerOf(text: string): Marker | null {
  const line = text.trim();
  for (const { style, pattern, chinese } of PATTERNS) {
    const found = pattern.exec(line)?.[1];
    if (found === undefined) continue;
    if (style === 'letter') return { style, number: found.charCodeAt(0) - 96 };
    const number = chinese || /^\D/u.test(found) ? chineseNumber(found) : Number(found);
    if (number !== null && number > 0) return { style, number };
  }
  return null;
}

/** Lines below this are a page's footer: page numbers and the like, never a question's start. */
const FOOTER = 0.95;
/**
 * A page is in two columns when at least this many of its lines start in its right half (and some in its left):
 * a column that holds the end of the page's last question may be short.
 */
const TWO_COLUMNS_LINES = 3;
const RIGHT_HALF = 0.48;
/** How far right of its column's margin a question's number (or a part's letter) may start. */
const MAIN_INDENT = 0.08;
const PART_INDENT = 0.16;

/** The lines of every page that begin like a question near their column's margin, in reading order. */
function candidatesOf(pages: readonly LinedPage[]): Candidate[] {
  const found: Candidate[] = [];
  for (const { page, lines } of [...pages].sort((a, b) => a.page - b.page)) {
    const right = lines.filter((line) => line.left >= RIGHT_HALF).length;
    const twoColumns = right >= TWO_COLUMNS_LINES && right < lines.length;
    const columnOf = (line: PageLine) => (twoColumns && line.left >= RIGHT_HALF ? 1 : 0);
    const margins = [0, 1].map((column) =>
      Math.min(...lines.filter((line) => columnOf(line) === column).map((line) => line.left)),
    );
    const ordered = [...lines].sort((a, b) => columnOf(a) - columnOf(b) || a.top - b.top || a.left - b.left);
    for (const line of ordered) {
      const marker = markerOf(line.text);
      if (!marker || line.top > FOOTER) continue;
      const column = columnOf(line);
      const indent = line.left - (margins[column] ?? 0);
      if (indent > (marker.style === 'letter' ? PART_INDENT : MAIN_INDENT)) continue;
      found.push({ ...line, page, column, order: found.length, marker });
    }
  }
  return found;
}

/** How far a sequence may skip ahead: a number OCR misread leaves a gap, not the end of the questions. */
const MAX_SKIP = 2;

/**
 * The run of one style that starts at `first` (a 1): each next number of that style, in order, until that
 * style counts again from a number already passed (the instructions' `1. 2.` end where the questions' `1.`
 * begins).
 */
function runFrom(candidates: readonly Candidate[], first: Candidate): Candidate[] {
  const run = [first];
  for (const next of candidates) {
    const last = run.at(-1) ?? first;
    if (next.order <= last.order || next.marker.style !== first.marker.style) continue;
    const step = next.marker.number - last.marker.number;
    if (step < 1) break;
    if (step <= MAX_SKIP) run.push(next);
  }
  return run;
}

/** Whether `run`, of another style, lies wholly between two neighbouring items of `outer`: parts of one. */
function between(run: readonly Candidate[], outer: readonly Candidate[]): boolean {
  const first = run[0];
  const last = run.at(-1);
  if (!first || !last || first.marker.style === outer[0]?.marker.style) return false;
  return outer.some((item, index) => {
    const next = outer[index + 1];
    return next !== undefined && item.order < first.order && last.order < next.order;
  });
}

/** Whether `run`, of another style, comes after the last item of `outer`: the last question's parts, maybe. */
function afterLast(run: readonly Candidate[], outer: readonly Candidate[]): boolean {
  const first = run[0];
  const last = outer.at(-1);
  return (
    first !== undefined &&
    last !== undefined &&
    first.marker.style !== last.marker.style &&
    last.order < first.order
  );
}

/**
 * The questions' numbering: of every run that starts at 1, the longest one that is not the parts of another
 * run's question (`(1)`…`(4)` under `1.`; under the last question too, when that style numbers parts
 * elsewhere); on a tie, the one that starts first. An exam's instructions (`注意事項：1. 2.`) make a shorter
 * run than its questions.
 */
function mainRun(candidates: readonly Candidate[]): Candidate[] {
  const runs = candidates
    .filter((candidate) => candidate.marker.style !== 'letter' && candidate.marker.number === 1)
    .map((first) => runFrom(candidates, first));
  const outer = runs.filter((run) => run.length >= 2);
  const partStyles = new Set(
    runs.filter((run) => outer.some((other) => between(run, other))).map((run) => run[0]?.marker.style),
  );
  const kept = runs.filter(
    (run) =>
      !outer.some(
        (other) => between(run, other) || (partStyles.has(run[0]?.marker.style) && afterLast(run, other)),
      ),
  );
  return kept.reduce<Candidate[]>((best, run) => (run.length > best.length ? run : best), []);
}

const nameOf = (marker: Marker): string => {
  if (marker.style === 'problem') return `Problem ${marker.number}`;
  if (marker.style === 'exercise') return `Exercise ${marker.number}`;
  if (marker.style === 'q') return `Q${marker.number}`;
  return `第 ${marker.number} 題`;
};

/** The parts `(a)`, `(b)` … of one question, between its start and the next question's. */
function partsOf(candidates: readonly Candidate[], from: number, to: number): Candidate[] {
  const parts: Candidate[] = [];
  for (const candidate of candidates) {
    if (candidate.order <= from || candidate.order >= to || candidate.marker.style !== 'letter') continue;
    if (candidate.marker.number === parts.length + 1) parts.push(candidate);
  }
  return parts;
}

/**
 * Proposes where an exam's questions start, from its pages' lines: lines that begin like a question (`1.`,
 * `1)`, `(1)`, `一、`, `(一)`, `第1題`, `Q1`, `Problem 1`, `Exercise 1`) whose numbers follow in sequence, at
 * their column's margin, and under each, its parts `(a)`, `(b)` named `3(a)`. Pure: the same lines give the
 * same proposals, in reading order.
 */
export function detectQuestions(pages: readonly LinedPage[]): QuestionProposal[] {
  const candidates = candidatesOf(pages);
  const main = mainRun(candidates);
  return main.flatMap((question, index) => {
    const end = main[index + 1]?.order ?? Number.POSITIVE_INFINITY;
    const parts = main.length > 0 ? partsOf(candidates, question.order, end) : [];
    return [
      { page: question.page, top: question.top, name: nameOf(question.marker) },
      ...parts.map((part) => ({
        page: part.page,
        top: part.top,
        name: `${question.marker.number}(${String.fromCharCode(96 + part.marker.number)})`,
      })),
    ];
  });
}
