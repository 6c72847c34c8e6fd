import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Queryable } from '../db/client.ts';
import { answerEndorsements, answers, archives, courseExperts, courses, users } from '../db/schema.ts';

const adder = alias(users, 'adder');

/** A course's experts, by name, with who named them. */
export function expertsOf(db: Database, courseId: number, userId?: number) {
  return db
    .select({
      userId: courseExperts.userId,
      name: sql<string>`coalesce(${users.nickname}, ${users.name})`,
      isAdmin: users.isAdmin,
      addedAt: courseExperts.addedAt,
      addedBy: courseExperts.addedBy,
      addedByName: sql<string | null>`coalesce(${adder.nickname}, ${adder.name})`,
      addedByIsAdmin: adder.isAdmin,
    })
    .from(courseExperts)
    .innerJoin(users, eq(users.id, courseExperts.userId))
    .leftJoin(adder, eq(adder.id, courseExperts.addedBy))
    .where(
      and(
        eq(courseExperts.courseId, courseId),
        userId === undefined ? undefined : eq(courseExperts.userId, userId),
      ),
    )
    .orderBy(asc(sql`coalesce(${users.nickname}, ${users.name})`), asc(courseExperts.userId));
}
export type ExpertRow = Awaited<ReturnType<typeof expertsOf>>[number];

/** Whether the course exists and is not deleted. */
export async function courseIsOpen(db: Database, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, courseId), isNull(courses.deletedAt)));
  return row !== undefined;
}

/** Names the user an expert of the course; false when they already were. */
export async function insertExpert(tx: Queryable, courseId: number, userId: number, addedBy: number) {
  const rows = await tx
    .insert(courseExperts)
    .values({ courseId, userId, addedBy })
    .onConflictDoNothing()
    .returning({ userId: courseExperts.userId });
  return rows.length > 0;
}

/**
 * Ends the user's expertise in the course, and with it their endorsements of the course's answers: the ids of
 * the answers they endorsed, or null when they were no expert of it.
 */
export async function deleteExpert(
  tx: Queryable,
  courseId: number,
  userId: number,
): Promise<number[] | null> {
  const removed = await tx
    .delete(courseExperts)
    .where(and(eq(courseExperts.courseId, courseId), eq(courseExperts.userId, userId)))
    .returning({ userId: courseExperts.userId });
  if (removed.length === 0) return null;
  const courseAnswers = tx
    .select({ id: answers.id })
    .from(answers)
    .innerJoin(archives, eq(archives.id, answers.archiveId))
    .where(eq(archives.courseId, courseId));
  const dropped = await tx
    .delete(answerEndorsements)
    .where(and(eq(answerEndorsements.userId, userId), inArray(answerEndorsements.answerId, courseAnswers)))
    .returning({ answerId: answerEndorsements.answerId });
  return dropped.map((row) => row.answerId);
}
