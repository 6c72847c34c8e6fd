import type { SearchHit } from '@pastexam/api-contract';

export type CourseHits = { courseId: number; courseName: string; hits: SearchHit[] };

/**
 * Hits grouped by course, the courses in the order of their best hit and each course's hits in rank order: the
 * best match still leads the page.
 */
export function groupByCourse(hits: readonly SearchHit[]): CourseHits[] {
  const groups = new Map<number, CourseHits>();
  for (const hit of hits) {
    const { course_id: courseId, course_name: courseName } = hit.archive;
    const group = groups.get(courseId) ?? { courseId, courseName, hits: [] };
    group.hits.push(hit);
    groups.set(courseId, group);
  }
  return [...groups.values()];
}
