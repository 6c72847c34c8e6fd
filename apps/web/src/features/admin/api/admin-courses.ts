import {
  type Course,
  type CourseInput,
  courseListSchema,
  courseSchema,
  okSchema,
} from '@pastexam/api-contract';
import type { ApiClient } from '../../../lib/api-client.ts';

/** GET /courses/admin/courses: every active course with its archive count. */
export function listAdminCourses(api: ApiClient): Promise<Course[]> {
  return api.get('courses/admin/courses').json(courseListSchema);
}

/** POST /courses/admin/courses; 409 `duplicate_course` when the category already has that name. */
export function createCourse(api: ApiClient, input: CourseInput): Promise<Course> {
  return api.post('courses/admin/courses', { json: input }).json(courseSchema);
}

/** PUT /courses/admin/courses/{id}; 409 like createCourse. */
export function updateCourse(api: ApiClient, id: number, input: CourseInput): Promise<Course> {
  return api.put(`courses/admin/courses/${id}`, { json: input }).json(courseSchema);
}

/** DELETE /courses/admin/courses/{id}: the course and its archives are hidden. */
export async function deleteCourse(api: ApiClient, id: number): Promise<void> {
  await api.delete(`courses/admin/courses/${id}`).json(okSchema);
}
