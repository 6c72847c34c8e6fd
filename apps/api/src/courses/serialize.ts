import type { Course } from '@pastexam/api-contract';
import type { CourseRow } from '../db/schema.ts';

export function toApiCourse(row: CourseRow, archiveCount: number): Course {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    archive_count: archiveCount,
    pending: row.pending,
    created_at: row.createdAt.toISOString(),
  };
}
