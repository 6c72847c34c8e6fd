import {
  findMatches,
  makeSnippet,
  parseQuery,
  type SearchHit,
  type SearchResults,
  type SearchStatus,
  type searchQuerySchema,
} from '@pastexam/api-contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { tsqueryLiteral } from '../tsvector.ts';
import { indexCounts, type PageHit, searchPages } from './repository.ts';

type ParsedQuery = z.output<typeof searchQuerySchema>;

function toHit(row: PageHit, phrases: ReturnType<typeof parseQuery>): SearchHit {
  return {
    archive: {
      id: row.archiveId,
      name: row.name,
      professor: row.professor,
      academic_year: row.academicYear,
      archive_type: row.archiveType,
      course_id: row.courseId,
      course_name: row.courseName,
    },
    page: row.page,
    snippet: makeSnippet(row.text, findMatches(row.text, phrases)),
  };
}

/**
 * One page of search results (product §4.9): the visible pages holding every part of the query, best first,
 * each with a snippet around its matches. The cursor is the number of hits already given.
 */
export async function search(db: Database, query: ParsedQuery): Promise<SearchResults> {
  const phrases = parseQuery(query.q);
  const offset = query.cursor === undefined ? 0 : Number(query.cursor);
  const rows = await searchPages(
    db,
    tsqueryLiteral(phrases),
    {
      courseId: query.course_id,
      professor: query.professor || undefined,
      yearFrom: query.year_from,
      yearTo: query.year_to,
      type: query.type,
    },
    { limit: query.limit + 1, offset },
  );
  const items = rows.slice(0, query.limit).map((row) => toHit(row, phrases));
  return { items, next_cursor: rows.length > query.limit ? String(offset + query.limit) : null };
}

/** How far the stored archives' text has come, and whether this server reads scans (product §8.9). */
export async function searchStatus(db: Database, ocrAvailable: boolean): Promise<SearchStatus> {
  const counts = await indexCounts(db);
  return {
    pages_indexed: counts.pagesIndexed,
    pages_waiting_ocr: counts.pagesWaitingOcr,
    pages_ocr_failed: counts.pagesOcrFailed,
    archives_waiting: counts.archivesWaiting,
    ocr_available: ocrAvailable,
  };
}
