import {
  findMatches,
  makeSnippet,
  parseQuery,
  type QueryPhrase,
  type SearchHit,
  type SearchResults,
  type SearchStatus,
  type searchQuerySchema,
} from '@pastexam/api-contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { pageLinesSchema } from '../extract/lines.ts';
import { tsqueryLiteral } from '../tsvector.ts';
import { type QuestionStart, questionAt, topOfMatch } from './question-of-hit.ts';
import {
  indexCounts,
  linesOfPages,
  type PageHit,
  questionsOfAnswers,
  questionsOfArchives,
  searchPages,
} from './repository.ts';

export type ParsedSearchQuery = z.output<typeof searchQuerySchema>;

function toHit(row: PageHit, phrases: QueryPhrase[], question: QuestionStart | null): SearchHit {
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
    found_in: row.answerId === null ? 'page' : 'answer',
    question,
    snippet: makeSnippet(row.text, findMatches(row.text, phrases)),
  };
}

/**
 * The question of each hit: an answer's own, and for a page the one whose region holds the first matched line.
 * Reads the questions of the hits' archives, and the lines of only the pages of archives that have questions.
 */
async function questionsOfHits(
  db: Database,
  rows: readonly PageHit[],
  phrases: QueryPhrase[],
): Promise<(QuestionStart | null)[]> {
  if (rows.length === 0) return [];
  const questions = await questionsOfArchives(db, [...new Set(rows.map((row) => row.archiveId))]);
  const byId = new Map(questions.map((question) => [question.id, question]));
  const answerIds = rows.flatMap((row) => (row.answerId === null ? [] : [row.answerId]));
  const answered = new Map(
    answerIds.length === 0
      ? []
      : (await questionsOfAnswers(db, answerIds)).map((row) => [row.answerId, row.questionId]),
  );
  const pagesWanted = rows.filter(
    (row) => row.answerId === null && questions.some((q) => q.archiveId === row.archiveId),
  );
  const lines = await linesOfPages(db, pagesWanted);
  return rows.map((row) => {
    if (row.answerId !== null) return byId.get(answered.get(row.answerId) ?? 0) ?? null;
    const own = questions.filter((question) => question.archiveId === row.archiveId);
    if (own.length === 0) return null;
    const first = findMatches(row.text, phrases)[0];
    const pageLines = pageLinesSchema.safeParse(lines.get(`${row.archiveId}:${row.page}`) ?? []);
    const top =
      first && pageLines.success ? topOfMatch(pageLines.data, row.text.slice(first.start, first.end)) : null;
    const found = questionAt(own, row.page, top);
    return found && { id: found.id, name: found.name, page: found.page, top: found.top };
  });
}

/**
 * One page of search results (product §4.9): the visible pages and shown answers holding every part of the query, best first,
 * each with a snippet around its matches. The cursor is the number of hits already given.
 */
export async function search(db: Database, query: ParsedSearchQuery): Promise<SearchResults> {
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
      topicId: query.topic_id,
    },
    { limit: query.limit + 1, offset },
  );
  const shown = rows.slice(0, query.limit);
  const questions = await questionsOfHits(db, shown, phrases);
  const items = shown.map((row, i) => toHit(row, phrases, questions[i] ?? null));
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
