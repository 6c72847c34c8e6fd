import type { AiAnswerRequest, QuestionRegion } from '@pastexam/api-contract';
import { questionRegionSchema } from '@pastexam/api-contract';
import { and, asc, count, desc, eq, gt, inArray, isNull, max, type SQL, sql } from 'drizzle-orm';
import { announceAnswerChange } from '../answers/announce/change.ts';
import type { Database, Queryable } from '../db/client.ts';
import {
  aiAnswerRequests,
  answers,
  archivePages,
  archiveQuestions,
  archives,
  courses,
  jobs,
} from '../db/schema.ts';
import type { RegionPage } from '../questions/region.ts';
import { indexAnswer } from '../search/answers.ts';
import { pageLinesSchema } from '../search/extract/lines.ts';

/** A question of an archive that is not deleted. */
export async function findOpenQuestion(db: Queryable, archiveId: number, questionId: number) {
  const [row] = await db
    .select({
      id: archiveQuestions.id,
      archiveId: archiveQuestions.archiveId,
      name: archiveQuestions.name,
      ordinal: archiveQuestions.ordinal,
      page: archiveQuestions.page,
      top: archiveQuestions.top,
      fileKey: archives.fileKey,
      courseId: archives.courseId,
    })
    .from(archiveQuestions)
    .innerJoin(archives, eq(archives.id, archiveQuestions.archiveId))
    .innerJoin(courses, eq(courses.id, archives.courseId))
    .where(
      and(
        eq(archiveQuestions.id, questionId),
        eq(archiveQuestions.archiveId, archiveId),
        isNull(archives.deletedAt),
        isNull(courses.deletedAt),
      ),
    );
  return row;
}
export type OpenQuestion = NonNullable<Awaited<ReturnType<typeof findOpenQuestion>>>;

/** Whether the archive exists and is not deleted. */
export async function archiveExists(db: Queryable, archiveId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: archives.id })
    .from(archives)
    .innerJoin(courses, eq(courses.id, archives.courseId))
    .where(and(eq(archives.id, archiveId), isNull(archives.deletedAt), isNull(courses.deletedAt)));
  return row !== undefined;
}

/** The start of the question after this one in the archive's order, if any. */
export async function nextQuestionStart(
  db: Queryable,
  question: Pick<OpenQuestion, 'id' | 'archiveId' | 'page' | 'top'>,
) {
  const [row] = await db
    .select({ page: archiveQuestions.page, top: archiveQuestions.top })
    .from(archiveQuestions)
    .where(
      and(
        eq(archiveQuestions.archiveId, question.archiveId),
        sql`(${archiveQuestions.page}, ${archiveQuestions.top}, ${archiveQuestions.id}) > (${question.page}, ${question.top}, ${question.id})`,
      ),
    )
    .orderBy(asc(archiveQuestions.page), asc(archiveQuestions.top), asc(archiveQuestions.id))
    .limit(1);
  return row ?? null;
}

/** The last page of the archive whose text is kept; 0 when none is. */
export async function lastKeptPage(db: Queryable, archiveId: number): Promise<number> {
  const [row] = await db
    .select({ last: max(archivePages.page) })
    .from(archivePages)
    .where(eq(archivePages.archiveId, archiveId));
  return row?.last ?? 0;
}

/** The kept lines of the archive's pages `from` to `to`, and which of them are scans. */
export async function regionPages(
  db: Queryable,
  archiveId: number,
  from: number,
  to: number,
): Promise<RegionPage[]> {
  const rows = await db
    .select({ page: archivePages.page, lines: archivePages.lines, source: archivePages.source })
    .from(archivePages)
    .where(and(eq(archivePages.archiveId, archiveId), sql`${archivePages.page} between ${from} and ${to}`))
    .orderBy(asc(archivePages.page));
  return rows.map((row) => {
    const lines = pageLinesSchema.safeParse(row.lines ?? []);
    return { page: row.page, lines: lines.success ? lines.data : [], scanned: row.source === 'ocr' };
  });
}

/** How many drafts the user asked for in the last `seconds`. */
export async function recentRequests(tx: Queryable, userId: number, seconds: number): Promise<number> {
  const [row] = await tx
    .select({ count: count() })
    .from(aiAnswerRequests)
    .where(
      and(
        eq(aiAnswerRequests.userId, userId),
        gt(aiAnswerRequests.createdAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    );
  return row?.count ?? 0;
}

export async function insertRequest(
  tx: Queryable,
  request: { id: string; questionId: number; archiveId: number; userId: number },
): Promise<void> {
  await tx.insert(aiAnswerRequests).values(request);
}

/**
 * Requests as the user sees them: a request whose job failed without telling it (its worker died on its last
 * claim) is failed with the job's message.
 */
function requestRows(db: Queryable, where: SQL | undefined, limit: number) {
  return db
    .select({
      id: aiAnswerRequests.id,
      archiveId: aiAnswerRequests.archiveId,
      questionId: aiAnswerRequests.questionId,
      status: aiAnswerRequests.status,
      error: aiAnswerRequests.error,
      answerId: aiAnswerRequests.answerId,
      createdAt: aiAnswerRequests.createdAt,
      aiModel: answers.aiModel,
      aiRegion: answers.aiRegion,
      jobStatus: jobs.status,
      jobError: jobs.error,
    })
    .from(aiAnswerRequests)
    .leftJoin(answers, eq(answers.id, aiAnswerRequests.answerId))
    .leftJoin(jobs, eq(jobs.id, aiAnswerRequests.id))
    .where(where)
    .orderBy(desc(aiAnswerRequests.createdAt))
    .limit(limit);
}
type RequestRow = Awaited<ReturnType<typeof requestRows>>[number];

function toApiRequest(row: RequestRow): AiAnswerRequest {
  const unfinished = row.status === 'queued' || row.status === 'running';
  const lost = unfinished && (row.jobStatus === 'failed' || row.jobStatus === null);
  const region = questionRegionSchema.safeParse(row.aiRegion);
  return {
    id: row.id,
    archive_id: row.archiveId,
    question_id: row.questionId,
    status: lost ? 'failed' : row.status,
    error: lost ? (row.jobError ?? DRAFT_INTERRUPTED) : row.error,
    answer_id: row.answerId,
    ai_model: row.aiModel,
    ai_region: region.success ? region.data : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** What a request whose job is gone says. */
export const DRAFT_INTERRUPTED = '伺服器中斷了 AI 試答，請再試一次';

/** The user's request, or null for another user's or an unknown one. */
export async function findRequest(
  db: Queryable,
  userId: number,
  id: string,
): Promise<AiAnswerRequest | null> {
  const [row] = await requestRows(
    db,
    and(eq(aiAnswerRequests.id, id), eq(aiAnswerRequests.userId, userId)),
    1,
  );
  return row ? toApiRequest(row) : null;
}

/** The user's requests for one question, newest first. */
export async function requestsFor(db: Queryable, userId: number, questionId: number, limit: number) {
  const rows = await requestRows(
    db,
    and(eq(aiAnswerRequests.userId, userId), eq(aiAnswerRequests.questionId, questionId)),
    limit,
  );
  return rows.map(toApiRequest);
}

/** The user's request for the question that is still queued or running, if any. */
export async function activeRequest(db: Queryable, userId: number, questionId: number) {
  const [active] = (await requestsFor(db, userId, questionId, 5)).filter(
    (request) => request.status === 'queued' || request.status === 'running',
  );
  return active ?? null;
}

/** The request a job runs, with what the draft needs; undefined once it is gone (its question deleted). */
export async function requestForJob(db: Queryable, id: string) {
  const [row] = await db
    .select({
      id: aiAnswerRequests.id,
      userId: aiAnswerRequests.userId,
      archiveId: aiAnswerRequests.archiveId,
      questionId: aiAnswerRequests.questionId,
    })
    .from(aiAnswerRequests)
    .where(eq(aiAnswerRequests.id, id));
  return row;
}

export async function markRunning(db: Queryable, id: string): Promise<void> {
  await db
    .update(aiAnswerRequests)
    .set({ status: 'running' })
    .where(and(eq(aiAnswerRequests.id, id), inArray(aiAnswerRequests.status, ['queued', 'running'])));
}

export async function markFailed(db: Queryable, id: string, error: string): Promise<void> {
  await db
    .update(aiAnswerRequests)
    .set({ status: 'failed', error, finishedAt: sql`now()` })
    .where(eq(aiAnswerRequests.id, id));
}

/**
 * Saves the draft as an answer of kind `ai_draft` by the user who asked, searchable as every answer is, and the
 * request as done, at once.
 */
export async function saveDraft(
  db: Database,
  draft: {
    requestId: string;
    userId: number;
    archiveId: number;
    questionId: number;
    body: string;
    model: string;
    region: QuestionRegion;
  },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [answer] = await tx
      .insert(answers)
      .values({
        questionId: draft.questionId,
        archiveId: draft.archiveId,
        authorId: draft.userId,
        kind: 'ai_draft',
        body: draft.body,
        aiModel: draft.model,
        aiRegion: draft.region,
      })
      .returning({ id: answers.id });
    if (!answer) throw new Error('insert returned no answer');
    await indexAnswer(tx, answer.id, draft.body);
    await tx
      .update(aiAnswerRequests)
      .set({ status: 'done', answerId: answer.id, error: null, finishedAt: sql`now()` })
      .where(eq(aiAnswerRequests.id, draft.requestId));
    // Readers of the archive see the draft arrive, as any new answer, on whichever replica they are.
    await announceAnswerChange(tx, { kind: 'answer', archiveId: draft.archiveId, answerId: answer.id });
    return answer.id;
  });
}
