import {
  type Archive,
  archiveListSchema,
  type CoursesByCategory,
  coursesByCategorySchema,
} from '@pastexam/api-contract';
import type { ApiClient } from '../../../lib/api-client.ts';

/** GET /courses: every course grouped by category (product §10.2). */
export function getCourses(api: ApiClient): Promise<CoursesByCategory> {
  return api.get('courses').json(coursesByCategorySchema);
}

/** GET /courses/{id}/archives: the course's archives, of every professor and type. */
export function getCourseArchives(api: ApiClient, courseId: number): Promise<Archive[]> {
  return api.get(`courses/${courseId}/archives`).json(archiveListSchema);
}
