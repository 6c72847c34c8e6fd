import { and, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { archiveQuestions, archives, courses, questionBands, questionTexts } from '../db/schema.ts';
import { questionBuckets } from './similar-signature.ts';

/** A question's shingle hashes from their text form (`-12,5,301`). */
function hashesOf(value: unknown): number[] {
  return typeof value === 'string' && value !== '' ? value.split(',').map(Number) : [];
}

/** A question as 相似題 compares it: its shingles, and the exam and course it is in. */
const compared = {
  id: archiveQuestions.id,
  name: archiveQuestions.name,
  // As text, split here: drizzle's parse of an integer[] costs more than the comparison itself.
  shingles: sql<string>`array_to_string(${questionTexts.shingles}, ',')`.mapWith(hashesOf),
  archiveId: archives.id,
  archiveName: archives.name,
  academicYear: archives.academicYear,
  courseId: courses.id,
  courseName: courses.name,
  /** Neither its exam nor its course deleted. */
  open: sql<boolean>`(${archives.deletedAt} is null and ${courses.deletedAt} is null)`,
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
 * At most this many questions are compared with one: those sharing the most buckets, which the alike ones do
 * (a question as alike as the threshold shares 2.7 of its 64 on average, an unrelated one almost none), so a
 * department whose questions share much boilerplate still answers in bounded time.
 */
const MAX_CANDIDATES = 150;

/**
 * The questions sharing a MinHash bucket with `source`, in other exams that are not deleted (nor their course):
 * every question nearly as alike as the threshold, and few others. Its buckets are worked out from its shingles,
 * and the questions found are read by their ids, so both steps walk an index whatever the planner knows of the
 * tables (PGlite never gathers their statistics).
 */
export async function candidateQuestions(
  db: Queryable,
  source: ComparedQuestion,
): Promise<ComparedQuestion[]> {
  const shared = count();
  const sharing = await db
    .select({ id: questionBands.questionId })
    .from(questionBands)
    .where(
      and(
        inArray(questionBands.bucket, questionBuckets(source.shingles)),
        ne(questionBands.questionId, source.id),
      ),
    )
    .groupBy(questionBands.questionId)
    .orderBy(desc(shared), questionBands.questionId)
    .limit(MAX_CANDIDATES);
  const ids = sharing.map((row) => row.id);
  if (ids.length === 0) return [];
  return comparedQuestions(db).where(
    and(
      inArray(questionTexts.questionId, ids),
      inArray(archiveQuestions.id, ids),
      ne(archives.id, source.archiveId),
      isNull(archives.deletedAt),
      isNull(courses.deletedAt),
    ),
  );
}
