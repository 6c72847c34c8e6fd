import { routes } from '@pastexam/api-contract';
import { type ApiRouter, register } from '../http/register.ts';
import { search, searchStatus } from './query/service.ts';

/** Search inside the exams, and the admin's view of the index's progress. */
export function registerSearchRoutes(api: ApiRouter, { ocrAvailable }: { ocrAvailable: boolean }) {
  register(api, routes.search.search, async ({ input, c }) => ({
    status: 200,
    body: await search(c.var.db, input.query),
  }));
  register(api, routes.search.searchStatus, async ({ c }) => ({
    status: 200,
    body: await searchStatus(c.var.db, ocrAvailable),
  }));
}
