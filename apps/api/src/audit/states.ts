import { eq } from 'drizzle-orm';
import { findUserTask } from '../ai-exam/tasks/repository.ts';
import { toTaskSummary } from '../ai-exam/tasks/serialize.ts';
import { toApiArchive } from '../archives/serialize.ts';
import { countActiveArchives, findActiveCourse } from '../courses/repository.ts';
import { toApiCourse } from '../courses/serialize.ts';
import type { Database } from '../db/client.ts';
import { archives, courses } from '../db/schema.ts';
import { findUserById } from '../users/repository.ts';
import { toApiUser } from '../users/serialize.ts';
import type { AuditState } from './record.ts';

// Each record as the audit log keeps it: as the API shows it (never a password hash, a token or a key), with
// an `id` and a `name`.

export async function courseState(db: Database, id: number): Promise<AuditState | null> {
  const row = await findActiveCourse(db, id);
  return row && toApiCourse(row, await countActiveArchives(db, id));
}

/** An archive with its course, in the trash or not. */
export async function archiveState(db: Database, id: number): Promise<AuditState | null> {
  const [row] = await db
    .select({ archive: archives, course: courses })
    .from(archives)
    .innerJoin(courses, eq(courses.id, archives.courseId))
    .where(eq(archives.id, id));
  if (!row) return null;
  return {
    ...toApiArchive(row.archive),
    course_id: row.course.id,
    course_name: row.course.name,
    in_trash: row.archive.deletedAt !== null,
  };
}

export async function userState(db: Database, id: number): Promise<AuditState | null> {
  const row = await findUserById(db, id);
  return row ? toApiUser(row) : null;
}

/** The caller's own mock exam: what it was called and where it stood, never its content. */
export async function taskState(db: Database, userId: number, id: string): Promise<AuditState | null> {
  const task = await findUserTask(db, userId, id);
  if (!task) return null;
  const { title, status, course, professors, created_at } = toTaskSummary(task);
  return { id: task.id, name: title, status, course, professors, created_at };
}
