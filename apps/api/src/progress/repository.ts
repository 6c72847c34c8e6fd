import type { ArchiveType } from '@pastexam/api-contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { archiveCompletions, archiveQuestions, archives, courses, questionBookmarks } from '../db/schema.ts';

/** Archives in use: neither they nor their course deleted. */
const inUse = and(isNull(archives.deletedAt), isNull(courses.deletedAt));

/** Where a question is, as lists of questions across exams show it: its archive and course. */
export const questionPlaceColumns = {
  questionId: archiveQuestions.id,
  questionName: archiveQuestions.name,
  ordinal: archiveQuestions.ordinal,
  archive: {
    id: archives.id,
    name: archives.name,
    professor: archives.professor,
    academicYear: archives.academicYear,
    archiveType: archives.archiveType,
  },
  courseId: courses.id,
  courseName: courses.name,
};

export type QuestionPlaceRow = {
  questionId: number;
  questionName: string;
  archive: { id: number; name: string; professor: string; academicYear: number; archiveType: ArchiveType };
  courseId: number;
  courseName: string;
};

/** Whether the question exists in an archive in use. */
export async function questionInUse(db: Database, questionId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: archiveQuestions.id })
    .from(archiveQuestions)
    .innerJoin(archives, eq(archives.id, archiveQuestions.archiveId))
    .innerJoin(courses, eq(courses.id, archives.courseId))
    .where(and(eq(archiveQuestions.id, questionId), inUse));
  return row !== undefined;
}

/** Whether the archive is in use. */
export async function archiveInUse(db: Database, archiveId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: archives.id })
    .from(archives)
    .innerJoin(courses, eq(courses.id, archives.courseId))
    .where(and(eq(archives.id, archiveId), inUse));
  return row !== undefined;
}

/** Bookmarks the question for the user; nothing changes when it already is. */
export async function insertBookmark(db: Database, userId: number, questionId: number): Promise<void> {
  await db.insert(questionBookmarks).values({ userId, questionId }).onConflictDoNothing();
}

export async function deleteBookmark(db: Database, userId: number, questionId: number): Promise<void> {
  await db
    .delete(questionBookmarks)
    .where(and(eq(questionBookmarks.userId, userId), eq(questionBookmarks.questionId, questionId)));
}

/** The user's bookmarks of questions in archives in use, with their archive and course, in no set order. */
export function listBookmarks(db: Database, userId: number) {
  return db
    .select({ ...questionPlaceColumns, createdAt: questionBookmarks.createdAt })
    .from(questionBookmarks)
    .innerJoin(archiveQuestions, eq(archiveQuestions.id, questionBookmarks.questionId))
    .innerJoin(archives, eq(archives.id, archiveQuestions.archiveId))
    .innerJoin(courses, eq(courses.id, archives.courseId))
    .where(and(eq(questionBookmarks.userId, userId), inUse));
}

/** Marks the archive 已完成 for the user; nothing changes when it already is. */
export async function insertCompletion(db: Database, userId: number, archiveId: number): Promise<void> {
  await db.insert(archiveCompletions).values({ userId, archiveId }).onConflictDoNothing();
}

export async function deleteCompletion(db: Database, userId: number, archiveId: number): Promise<void> {
  await db
    .delete(archiveCompletions)
    .where(and(eq(archiveCompletions.userId, userId), eq(archiveCompletions.archiveId, archiveId)));
}

/** The ids of the archives in use the user marked 已完成, ascending. */
export async function listCompletedArchiveIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: archiveCompletions.archiveId })
    .from(archiveCompletions)
    .innerJoin(archives, eq(archives.id, archiveCompletions.archiveId))
    .innerJoin(courses, eq(courses.id, archives.courseId))
    .where(and(eq(archiveCompletions.userId, userId), inUse))
    .orderBy(asc(archiveCompletions.archiveId));
  return rows.map((row) => row.id);
}
