import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.ts';
import {
  answers,
  archiveQuestions,
  archives,
  courseExperts,
  courses,
  questionTopics,
  type TopicRow,
  topics,
} from '../db/schema.ts';

/** Every topic of the tree with how many questions carry it confirmed. */
export async function topicsWithCounts(db: Queryable) {
  const confirmed = db
    .select({ topicId: questionTopics.topicId, questions: count().as('questions') })
    .from(questionTopics)
    .where(eq(questionTopics.status, 'confirmed'))
    .groupBy(questionTopics.topicId)
    .as('confirmed');
  return db
    .select({ topic: topics, questions: sql<number>`coalesce(${confirmed.questions}, 0)`.mapWith(Number) })
    .from(topics)
    .leftJoin(confirmed, eq(confirmed.topicId, topics.id))
    .orderBy(asc(topics.id));
}
export type CountedTopic = Awaited<ReturnType<typeof topicsWithCounts>>[number];

export async function findTopic(db: Queryable, topicId: number): Promise<TopicRow | null> {
  const [row] = await db.select().from(topics).where(eq(topics.id, topicId));
  return row ?? null;
}

/** Whether the user is an expert of any course that is not deleted: experts edit the department's tree. */
export async function isAnyCourseExpert(db: Queryable, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: courseExperts.userId })
    .from(courseExperts)
    .innerJoin(courses, eq(courses.id, courseExperts.courseId))
    .where(and(eq(courseExperts.userId, userId), isNull(courses.deletedAt)))
    .limit(1);
  return row !== undefined;
}

export type TopicValues = { parentId: number | null; nameZh: string; nameEn: string; keywords: string[] };

export async function insertTopic(tx: Queryable, values: TopicValues): Promise<TopicRow> {
  const [row] = await tx.insert(topics).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateTopicRow(
  tx: Queryable,
  topicId: number,
  values: Partial<Omit<TopicValues, 'parentId'>>,
): Promise<TopicRow | null> {
  const [row] = await tx.update(topics).set(values).where(eq(topics.id, topicId)).returning();
  return row ?? null;
}

/** Deletes the topic (an area with its topics); true when it was there. */
export async function deleteTopicRow(tx: Queryable, topicId: number): Promise<boolean> {
  const rows = await tx.delete(topics).where(eq(topics.id, topicId)).returning({ id: topics.id });
  return rows.length > 0;
}

/** The question's tags as stored, rejected ones included. */
export function tagsOf(db: Queryable, questionId: number) {
  return db
    .select({ topicId: questionTopics.topicId, status: questionTopics.status, source: questionTopics.source })
    .from(questionTopics)
    .where(eq(questionTopics.questionId, questionId));
}

/** Proposes the tag unless the question already carries it confirmed; a rejected one is proposed again. */
export async function upsertProposal(
  tx: Queryable,
  values: { questionId: number; topicId: number; source: 'person' | 'keyword' | 'ai'; userId: number },
) {
  await tx
    .insert(questionTopics)
    .values({ ...values, proposedBy: values.userId, status: 'proposed' })
    .onConflictDoUpdate({
      target: [questionTopics.questionId, questionTopics.topicId],
      set: {
        status: 'proposed',
        source: values.source,
        proposedBy: values.userId,
        decidedBy: null,
        decidedAt: null,
      },
      setWhere: sql`${questionTopics.status} <> 'confirmed'`,
    });
}

/** Confirms or rejects the tag, proposing it first when no one had. */
export async function decideTag(
  tx: Queryable,
  values: { questionId: number; topicId: number; userId: number; status: 'confirmed' | 'rejected' },
) {
  const decided = { status: values.status, decidedBy: values.userId, decidedAt: sql`now()` };
  await tx
    .insert(questionTopics)
    .values({
      questionId: values.questionId,
      topicId: values.topicId,
      source: 'person',
      proposedBy: values.userId,
      ...decided,
    })
    .onConflictDoUpdate({ target: [questionTopics.questionId, questionTopics.topicId], set: decided });
}

/**
 * The questions of open archives carrying any of `topicIds` (proposed or confirmed), with their archive, course
 * and how many shown answers each has.
 */
export async function questionsOfTopics(db: Database, topicIds: readonly number[]) {
  const answered = db
    .select({ questionId: answers.questionId, answers: count().as('answers') })
    .from(answers)
    .where(isNull(answers.hiddenAt))
    .groupBy(answers.questionId)
    .as('answered');
  return db
    .select({
      questionId: archiveQuestions.id,
      questionName: archiveQuestions.name,
      ordinal: archiveQuestions.ordinal,
      topicId: questionTopics.topicId,
      status: questionTopics.status,
      archiveId: archives.id,
      archiveName: archives.name,
      academicYear: archives.academicYear,
      professor: archives.professor,
      archiveType: archives.archiveType,
      courseId: courses.id,
      courseName: courses.name,
      answers: sql<number>`coalesce(${answered.answers}, 0)`.mapWith(Number),
    })
    .from(questionTopics)
    .innerJoin(archiveQuestions, eq(archiveQuestions.id, questionTopics.questionId))
    .innerJoin(archives, eq(archives.id, archiveQuestions.archiveId))
    .innerJoin(courses, eq(courses.id, archives.courseId))
    .leftJoin(answered, eq(answered.questionId, archiveQuestions.id))
    .where(
      and(
        inArray(questionTopics.topicId, [...topicIds]),
        or(eq(questionTopics.status, 'confirmed'), eq(questionTopics.status, 'proposed')),
        isNull(archives.deletedAt),
        isNull(courses.deletedAt),
      ),
    );
}
export type TopicQuestionRow = Awaited<ReturnType<typeof questionsOfTopics>>[number];
