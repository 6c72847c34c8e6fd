import type { QuestionRegion } from '@pastexam/api-contract';
import type { PageLine } from '../search/extract/lines.ts';

/** A page of the archive as a draft reads it: its kept lines and whether it is a scan. */
export type RegionPage = { page: number; lines: readonly PageLine[]; scanned: boolean };

/** A line this close above a question's start (a fraction of the page) still belongs to it: starts are rounded. */
const START_SLACK = 0.002;

/**
 * The region of a question: from its start to the next question's start, or to the end of the last page when
 * it is the last question.
 */
export function questionRegion(
  start: { page: number; top: number },
  next: { page: number; top: number } | null,
  lastPage: number,
): QuestionRegion {
  const end = next ?? { page: Math.max(lastPage, start.page), top: 1 };
  return { page: start.page, top: start.top, end_page: end.page, end_top: end.top };
}

/** Whether a line at `top` of `page` lies inside the region. */
function inRegion(region: QuestionRegion, page: number, top: number): boolean {
  if (page < region.page || page > region.end_page) return false;
  if (page === region.page && top < region.top - START_SLACK) return false;
  if (page === region.end_page && top >= region.end_top - START_SLACK && region.end_top < 1) return false;
  return true;
}

/** The region's lines as text, page by page, top to bottom: nothing before its start or after its end. */
export function regionText(
  region: QuestionRegion,
  pages: readonly Pick<RegionPage, 'page' | 'lines'>[],
): string {
  return pages
    .flatMap((page) =>
      page.lines.filter((line) => inRegion(region, page.page, line.top)).map((line) => line.text),
    )
    .join('\n')
    .trim();
}

/** The region's pages that are scans: their pictures go with the prompt. */
export function scannedPages(region: QuestionRegion, pages: readonly RegionPage[]): number[] {
  return pages
    .filter((page) => page.scanned && page.page >= region.page && page.page <= region.end_page)
    .map((page) => page.page);
}
