import { routes } from '@pastexam/api-contract';
import { type ApiRouter, OK, register } from '../http/register.ts';
import { archiveOverview, recordCourseVisit } from './service.ts';

/** What users did (courses opened, archives downloaded) and the archive page's overview built from it. */
export function registerActivityRoutes(api: ApiRouter) {
  register(api, routes.archives.archiveOverview, async ({ c, user }) => ({
    status: 200,
    body: await archiveOverview(c.var.db, user.id),
  }));

  register(api, routes.courses.recordCourseVisit, async ({ input, c, user }) => {
    const noted = await recordCourseVisit(c.var.db, user.id, input.params.id);
    return noted === true ? { status: 200, body: OK } : noted;
  });
}
