import { and, asc, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { archiveQuestions, archives, questionTopics, topics } from '../db/schema.ts';

/** The exams of a course the fingerprint counts: those not in the trash, of one professor when one is named. */
function shownExams(courseId: number, professor: string | null): SQL | undefined {
  return and(
    eq(archives.courseId, courseId),
    isNull(archives.deletedAt),
    professor === null ? undefined : eq(archives.professor, professor),
  );
}

/** Every professor with an exam of the course in view. */
export async function professorsOf(db: Queryable, courseId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ professor: archives.professor })
    .from(archives)
    .where(shownExams(courseId, null));
  return rows.map((row) => row.professor);
}

/** The academic years with an exam shown, oldest first, each with how many exams and questions it has. */
export function examYears(db: Queryable, courseId: number, professor: string | null) {
  return db
    .select({
      academicYear: archives.academicYear,
      exams: count(),
      questions: sql<number>`coalesce(sum(${archives.questionCount}), 0)`.mapWith(Number),
    })
    .from(archives)
    .where(shownExams(courseId, professor))
    .groupBy(archives.academicYear)
    .orderBy(asc(archives.academicYear));
}

/** Each confirmed tag of a question of the exams shown, with the year of its exam. */
export function confirmedTags(db: Queryable, courseId: number, professor: string | null) {
  return db
    .select({
      questionId: questionTopics.questionId,
      topicId: questionTopics.topicId,
      academicYear: archives.academicYear,
    })
    .from(questionTopics)
    .innerJoin(archiveQuestions, eq(archiveQuestions.id, questionTopics.questionId))
    .innerJoin(archives, eq(archives.id, archiveQuestions.archiveId))
    .where(and(eq(questionTopics.status, 'confirmed'), shownExams(courseId, professor)));
}
export type ConfirmedTag = Awaited<ReturnType<typeof confirmedTags>>[number];

/** The tree's topics, without their keywords or counts. */
export function treeTopics(db: Queryable) {
  return db
    .select({ id: topics.id, parentId: topics.parentId, nameZh: topics.nameZh, nameEn: topics.nameEn })
    .from(topics);
}
export type TreeTopic = Awaited<ReturnType<typeof treeTopics>>[number];
