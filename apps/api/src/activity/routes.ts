import { routes } from '@pastexam/api-contract';
import { type ApiRouter, OK, register } from '../http/register.ts';
import { recordCourseVisit } from './service.ts';

/** What users did: the courses they opened (their downloads are counted where the file is sent). */
export function registerActivityRoutes(api: ApiRouter) {
  register(api, routes.courses.recordCourseVisit, async ({ input, c, user }) => {
    const noted = await recordCourseVisit(c.var.db, user.id, input.params.id);
    return noted === true ? { status: 200, body: OK } : noted;
  });
}
