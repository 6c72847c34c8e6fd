import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client.ts';
import { archiveQuestions, archives, courses, questionBands, questionTexts } from '../db/schema.ts';

/** A question as 相似題 compares it: its shingles, and the exam and course it is in. */
const compared = {
  id: archiveQuestions.id,
  name: archiveQuestions.name,
  shingles: questionTexts.shingles,
  archiveId: archives.id,
  archiveName: archives.name,
  academicYear: archives.academicYear,
  courseId: courses.id,
  courseName: courses.name,
};

function comparedQuestions(db: Queryable) {
  return db
    .select(compared)
    .from(questionTexts)
    .innerJoin(archiveQuestions, eq(archiveQuestions.id, questionTexts.questionId))
    .innerJoin(archives, eq(archives.id, archiveQuestions.archiveId))
    .innerJoin(courses, eq(courses.id, archives.courseId));
}
export type ComparedQuestion = Awaited<ReturnType<typeof comparedQuestions>>[number];

/** A question of `archiveId` as 相似題 compares it; null when it is not there or has too little text to compare. */
export async function indexedQuestion(
  db: Queryable,
  archiveId: number,
  questionId: number,
): Promise<ComparedQuestion | null> {
  const [row] = await comparedQuestions(db).where(
    and(eq(questionTexts.questionId, questionId), eq(archiveQuestions.archiveId, archiveId)),
  );
  return row ?? null;
}

/**
 * The questions sharing a MinHash bucket with `source`, in other exams that are not deleted (nor their course):
 * every question nearly as alike as the threshold, and few others.
 */
export function candidateQuestions(db: Queryable, source: ComparedQuestion): Promise<ComparedQuestion[]> {
  const mine = alias(questionBands, 'mine');
  const theirs = alias(questionBands, 'theirs');
  const sharing = db
    .selectDistinct({ id: theirs.questionId })
    .from(mine)
    .innerJoin(theirs, eq(theirs.bucket, mine.bucket))
    .where(and(eq(mine.questionId, source.id), ne(theirs.questionId, source.id)));
  return comparedQuestions(db).where(
    and(
      inArray(questionTexts.questionId, sharing),
      ne(archives.id, source.archiveId),
      isNull(archives.deletedAt),
      isNull(courses.deletedAt),
    ),
  );
}
