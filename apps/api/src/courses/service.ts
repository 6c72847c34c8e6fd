import {
  type Course,
  type CourseInput,
  type CoursesByCategory,
  emptyCoursesByCategory,
} from '@pastexam/api-contract';
import type { Database } from '../db/client.ts';
import type { AuditState } from '../http/register.ts';
import { fail, Refusal } from '../refusal.ts';
import {
  type CourseOrigin,
  confirmCourse as confirmCourseRow,
  countActiveArchives,
  DuplicateCourseError,
  findActiveCourse,
  findOrCreateCourse,
  createCourse as insertCourse,
  listActiveCourses,
  listCoursesWithCounts,
  lockCourseForChange,
  mergeCourse as mergeCourseRows,
  softDeleteCourse,
  updateCourse as updateCourseRow,
} from './repository.ts';
import { tellApproved, tellRefused, uploadsOf } from './review-notices.ts';
import { toApiCourse } from './serialize.ts';

const collator = new Intl.Collator('zh-TW');

/** Every active course, grouped by category (every category present) and sorted by name as zh-TW readers expect. */
export async function listCourses(db: Database): Promise<CoursesByCategory> {
  const grouped = emptyCoursesByCategory();
  for (const row of await listActiveCourses(db)) {
    grouped[row.category].push({
      id: row.id,
      name: row.name,
      pending: row.pending,
      has_midterm_or_final: row.hasMidtermOrFinal,
      question_count: row.questionCount,
      answered_count: row.answeredCount,
    });
  }
  for (const list of Object.values(grouped)) list.sort((a, b) => collator.compare(a.name, b.name));
  return grouped;
}

/** A course as the audit log keeps it: as the API shows it. */
export async function courseState(db: Database, id: number): Promise<AuditState | null> {
  const row = await findActiveCourse(db, id);
  return row && toApiCourse(row, await countActiveArchives(db, id));
}

/** Active courses with how many active archives each has, for the admin table. */
export async function listCoursesForAdmin(db: Database): Promise<Course[]> {
  return (await listCoursesWithCounts(db)).map((row) => toApiCourse(row.course, row.archiveCount));
}

/** Runs `work`, answering a name the category already has with duplicate_course. */
async function refuseDuplicate<T>(work: () => Promise<T>): Promise<T | Refusal<'duplicate_course'>> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DuplicateCourseError) return fail('duplicate_course');
    throw error;
  }
}

/**
 * Where the course of an upload or a move comes from: an existing course, or one to create (pending when a
 * student's upload asks for it; confirmed otherwise).
 */
export type CourseChoice =
  | { kind: 'existing'; id: number }
  | { kind: 'new'; course: CourseInput; origin?: CourseOrigin };

/** The id of the course a choice names: an existing active course, or a new one (or its namesake) created now. */
export async function resolveCourse(
  db: Database,
  choice: CourseChoice,
): Promise<number | Refusal<'course_not_found' | 'duplicate_course'>> {
  if (choice.kind === 'new') {
    const row = await refuseDuplicate(() => findOrCreateCourse(db, choice.course, choice.origin));
    return row instanceof Refusal ? row : row.id;
  }
  return (await findActiveCourse(db, choice.id)) ? choice.id : fail('course_not_found');
}

export async function createCourse(
  db: Database,
  input: CourseInput,
): Promise<Course | Refusal<'duplicate_course'>> {
  return refuseDuplicate(async () => toApiCourse(await insertCourse(db, input), 0));
}

export async function updateCourse(
  db: Database,
  id: number,
  input: CourseInput,
): Promise<Course | Refusal<'course_not_found' | 'duplicate_course'>> {
  const row = await refuseDuplicate(() => updateCourseRow(db, id, input));
  if (row === null) return fail('course_not_found');
  if (row instanceof Refusal) return row;
  return toApiCourse(row, await countActiveArchives(db, id));
}

/**
 * Deletes the course; its archives go to the trash with it. A pending one deleted is a refusal of the uploads
 * that made it: each uploader is told, with the admin's reason when given.
 */
function removeCourse(
  db: Database,
  id: number,
  actorId: number,
  refusal: { reason: string | null; pendingOnly: boolean },
): Promise<true | 'not_found' | 'not_pending'> {
  return db.transaction(async (tx) => {
    const course = await lockCourseForChange(tx, id);
    if (!course) return 'not_found';
    if (refusal.pendingOnly && !course.pending) return 'not_pending';
    const uploads = course.pending ? await uploadsOf(tx, id) : [];
    await softDeleteCourse(tx, id, actorId);
    await tellRefused(tx, uploads, course, refusal.reason || null);
    return true;
  });
}

/** Deletes the course; its archives go to the trash with it (a pending one's uploaders are told, no reason given). */
export async function deleteCourse(
  db: Database,
  id: number,
  actorId: number,
): Promise<true | Refusal<'course_not_found'>> {
  return (await removeCourse(db, id, actorId, { reason: null, pendingOnly: false })) === true
    ? true
    : fail('course_not_found');
}

/** Refuses a pending course: deleted as deleteCourse does, its uploaders told why. */
export async function refuseCourse(
  db: Database,
  id: number,
  actorId: number,
  reason: string | null,
): Promise<true | Refusal<'course_not_found' | 'course_not_pending'>> {
  const removed = await removeCourse(db, id, actorId, { reason, pendingOnly: true });
  if (removed === 'not_found') return fail('course_not_found');
  return removed === 'not_pending' ? fail('course_not_pending') : true;
}

/** Confirms a course a student's upload created: it loses its 待審核 mark, and its uploaders are told. */
export async function confirmCourse(
  db: Database,
  id: number,
): Promise<Course | Refusal<'course_not_found' | 'course_not_pending'>> {
  const row = await db.transaction(async (tx) => {
    const confirmed = await confirmCourseRow(tx, id);
    if (confirmed)
      await tellApproved(tx, await uploadsOf(tx, id), confirmed, {
        courseId: confirmed.id,
        name: confirmed.name,
        merged: false,
      });
    return confirmed;
  });
  if (row) return toApiCourse(row, await countActiveArchives(db, id));
  return (await findActiveCourse(db, id)) ? fail('course_not_pending') : fail('course_not_found');
}

/**
 * Moves a pending course's archives into an existing course and removes the pending one; its uploaders are
 * told where their archives now are. Answers the target.
 */
export async function mergeCourse(
  db: Database,
  id: number,
  intoId: number,
): Promise<Course | Refusal<'course_not_found' | 'course_not_pending' | 'merge_target_invalid'>> {
  const outcome = await db.transaction(async (tx) => {
    const merged = await mergeCourseRows(tx, id, intoId, () => uploadsOf(tx, id));
    if (typeof merged === 'string') return merged;
    const { source, target, before: uploads } = merged;
    await tellApproved(tx, uploads, source, { courseId: target.id, name: target.name, merged: true });
    return target;
  });
  if (outcome === 'not_found') return fail('course_not_found');
  if (outcome === 'not_pending') return fail('course_not_pending');
  if (outcome === 'bad_target') return fail('merge_target_invalid');
  return toApiCourse(outcome, await countActiveArchives(db, outcome.id));
}
