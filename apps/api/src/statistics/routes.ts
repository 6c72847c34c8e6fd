import { routes } from '@pastexam/api-contract';
import { type ApiRouter, register } from '../http/register.ts';
import { createStatisticsReader } from './service.ts';

/** GET /statistics: the home page's figures, the same for everyone, so browsers and proxies may keep them. */
export function registerStatisticsRoutes(api: ApiRouter, maxAgeSeconds: number) {
  const read = createStatisticsReader(maxAgeSeconds);
  register(api, routes.statistics.getStatistics, async ({ c }) => {
    c.header('Cache-Control', `public, max-age=${maxAgeSeconds}`);
    return { status: 200, body: await read(c.var.db) };
  });
}
