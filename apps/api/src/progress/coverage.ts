import { type AnyColumn, and, count, countDistinct, eq, getTableName, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { answers, archiveQuestions, archives } from '../db/schema.ts';

/**
 * A question is answered when it has an answer that is not hidden and is not an unedited AI draft (an edited
 * one, `ai_based`, is its author's own). An answer's `archiveId` is its question's archive, so an archive's
 * answered questions are counted from its answers alone, on their archive's index.
 */
const countingAnswer = and(isNull(answers.hiddenAt), ne(answers.kind, 'ai_draft'));

/**
 * `column` named with its table, as a subquery must name it: Drizzle leaves the table out in a query over one
 * table, and there `"id"` would be read as the subquery's own column.
 */
const qualified = (column: AnyColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** How many questions the archive `archiveId` has, within a query over archives. */
export function questionCountOf(archiveId: AnyColumn) {
  return sql`(select count(*) from ${archiveQuestions} where ${qualified(archiveQuestions.archiveId)} = ${qualified(archiveId)})`.mapWith(
    Number,
  );
}

/** How many questions of the archive `archiveId` are answered, within a query over archives. */
export function answeredCountOf(archiveId: AnyColumn) {
  return sql`(select count(distinct ${qualified(answers.questionId)}) from ${answers} where ${qualified(answers.archiveId)} = ${qualified(archiveId)} and ${qualified(answers.hiddenAt)} is null and ${qualified(answers.kind)} <> 'ai_draft')`.mapWith(
    Number,
  );
}

/**
 * Each course's questions and answered questions, counted over its archives in use: two subqueries to join on
 * `courseId`. A course without questions (or without answered ones) has no row in them.
 */
export function coverageByCourse(db: Database) {
  const questions = db
    .select({ courseId: archives.courseId, questionCount: count().as('question_count') })
    .from(archiveQuestions)
    .innerJoin(archives, and(eq(archives.id, archiveQuestions.archiveId), isNull(archives.deletedAt)))
    .groupBy(archives.courseId)
    .as('course_questions');
  const answered = db
    .select({
      courseId: archives.courseId,
      answeredCount: countDistinct(answers.questionId).as('answered_count'),
    })
    .from(answers)
    .innerJoin(archives, and(eq(archives.id, answers.archiveId), isNull(archives.deletedAt)))
    .where(countingAnswer)
    .groupBy(archives.courseId)
    .as('course_answered');
  return { questions, answered };
}
