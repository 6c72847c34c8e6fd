import { type CoursesByCategory, coursesByCategorySchema } from '@pastexam/api-contract';
import type { ApiClient } from '../../../lib/api-client.ts';

/** GET /courses: every course, grouped by the seven categories (product §10.2). */
export function getCourses(api: ApiClient): Promise<CoursesByCategory> {
  return api.get('courses').json(coursesByCategorySchema);
}
