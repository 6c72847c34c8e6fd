import { routes } from '@pastexam/api-contract';
import { type ApiRouter, OK, register } from '../http/register.ts';
import { recordArchiveView, recordCourseVisit } from './service.ts';

/**
 * What users did: the courses they opened and the archives they previewed (their downloads are counted where the
 * file is sent).
 */
export function registerActivityRoutes(api: ApiRouter) {
  register(api, routes.courses.recordCourseVisit, async ({ input, c, user }) => {
    const noted = await recordCourseVisit(c.var.db, user.id, input.params.id);
    return noted === true ? { status: 200, body: OK } : noted;
  });
  register(api, routes.archives.recordArchiveView, async ({ input, c, user }) => {
    const noted = await recordArchiveView(c.var.db, user.id, input.params.aid);
    return noted === true ? { status: 200, body: OK } : noted;
  });
}
