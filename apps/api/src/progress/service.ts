import { type Bookmark, compareArchives } from '@pastexam/api-contract';
import type { Database } from '../db/client.ts';
import { foreignKeyViolation } from '../db/errors.ts';
import { fail, type Refusal } from '../refusal.ts';
import {
  archiveInUse,
  deleteBookmark,
  deleteCompletion,
  insertBookmark,
  insertCompletion,
  listBookmarks,
  listCompletedArchiveIds,
  type QuestionPlaceRow,
  questionInUse,
} from './repository.ts';

/** Runs a write naming a row, answering `refusal` when the row is not in use or went away meanwhile. */
async function whileInUse<C extends 'question_not_found' | 'archive_not_found'>(
  inUse: () => Promise<boolean>,
  write: () => Promise<void>,
  refusal: C,
): Promise<true | Refusal<C>> {
  if (!(await inUse())) return fail(refusal);
  try {
    await write();
    return true;
  } catch (error) {
    if (foreignKeyViolation(error)) return fail(refusal);
    throw error;
  }
}

/**
 * 收藏: bookmarks a question of an archive in use for the user, or removes the user's own bookmark of it (of
 * any question: one whose archive is gone may be unbookmarked still).
 */
export async function setBookmark(
  db: Database,
  userId: number,
  questionId: number,
  bookmarked: boolean,
): Promise<true | Refusal<'question_not_found'>> {
  if (!bookmarked) return deleteBookmark(db, userId, questionId).then(() => true);
  return whileInUse(
    () => questionInUse(db, questionId),
    () => insertBookmark(db, userId, questionId),
    'question_not_found',
  );
}

/** A question's place (`questionPlaceColumns`) as the API shows it. */
export function toQuestionPlace(row: QuestionPlaceRow): Omit<Bookmark, 'created_at'> {
  return {
    question_id: row.questionId,
    question_name: row.questionName,
    archive_id: row.archive.id,
    archive_name: row.archive.name,
    professor: row.archive.professor,
    academic_year: row.archive.academicYear,
    archive_type: row.archive.archiveType,
    course_id: row.courseId,
    course_name: row.courseName,
  };
}

const collator = new Intl.Collator('zh-TW');

/** 我的收藏: the user's bookmarks, by course name, then the archive's place in its course, then question order. */
export async function listMyBookmarks(db: Database, userId: number): Promise<Bookmark[]> {
  const rows = await listBookmarks(db, userId);
  const byPlace = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
    collator.compare(a.courseName, b.courseName) ||
    a.courseId - b.courseId ||
    compareArchives(
      {
        id: a.archive.id,
        name: a.archive.name,
        academic_year: a.archive.academicYear,
        archive_type: a.archive.archiveType,
      },
      {
        id: b.archive.id,
        name: b.archive.name,
        academic_year: b.archive.academicYear,
        archive_type: b.archive.archiveType,
      },
    ) ||
    a.ordinal - b.ordinal ||
    a.questionId - b.questionId;
  return rows
    .sort(byPlace)
    .map((row) => ({ ...toQuestionPlace(row), created_at: row.createdAt.toISOString() }));
}

/** 已完成: marks an archive in use done for the user, or removes the user's own mark. */
export async function setCompletion(
  db: Database,
  userId: number,
  archiveId: number,
  completed: boolean,
): Promise<true | Refusal<'archive_not_found'>> {
  if (!completed) return deleteCompletion(db, userId, archiveId).then(() => true);
  return whileInUse(
    () => archiveInUse(db, archiveId),
    () => insertCompletion(db, userId, archiveId),
    'archive_not_found',
  );
}

export async function listMyCompletions(db: Database, userId: number): Promise<{ archive_ids: number[] }> {
  return { archive_ids: await listCompletedArchiveIds(db, userId) };
}
