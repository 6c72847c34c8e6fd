import { isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { archives } from '../db/schema.ts';

/**
 * Each course's questions and answered questions, summed over its archives in use from the counts each archive
 * keeps (`archives.question_count`, `answered_count`: kept by triggers as its questions and answers change,
 * migration 0021), a subquery to join on `courseId`. A course without archives in use has no row in it.
 *
 * A question is answered when it has an answer that is not hidden and is not an unedited AI draft (an edited
 * one, `ai_based`, is its author's own): the rule the triggers count by.
 */
export function coverageByCourse(db: Database) {
  return db
    .select({
      courseId: archives.courseId,
      questionCount: sql<number>`sum(${archives.questionCount})`.as('question_count'),
      answeredCount: sql<number>`sum(${archives.answeredCount})`.as('answered_count'),
    })
    .from(archives)
    .where(isNull(archives.deletedAt))
    .groupBy(archives.courseId)
    .as('course_coverage');
}
