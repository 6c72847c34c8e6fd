import { routes } from '@pastexam/api-contract';
import { type ApiRouter, register } from '../http/register.ts';
import { type ParsedSearchQuery, search, searchStatus } from './query/service.ts';

/**
 * What makes one search's answer differ from another's: everything asked, in a fixed order. Not the caller:
 * every signed-in user sees the same hits (hidden answers match nobody's search).
 */
const searchKey = (query: ParsedSearchQuery) =>
  JSON.stringify([
    query.q,
    query.course_id,
    query.topic_id,
    query.professor,
    query.year_from,
    query.year_to,
    query.type,
    query.cursor,
    query.limit,
  ]);

/** Search inside the exams, and the admin's view of the index's progress. */
export function registerSearchRoutes(api: ApiRouter, { ocrAvailable }: { ocrAvailable: boolean }) {
  // A repeated search (a popular term, the next page asked again, many students of one course) is answered from
  // memory: its pages, answers, questions, archives and courses are all announced tables (db/changes.ts).
  register(
    api,
    routes.search.search,
    async ({ input, c }) => ({ status: 200, body: await search(c.var.db, input.query) }),
    { hot: ({ input }) => searchKey(input.query) },
  );
  register(api, routes.search.searchStatus, async ({ c }) => ({
    status: 200,
    body: await searchStatus(c.var.db, ocrAvailable),
  }));
}
