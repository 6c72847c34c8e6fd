import { randomUUID } from 'node:crypto';
import { AI_ANSWER_RATE_LIMIT, type AiAnswerRequest, type AiAnswerRequestList } from '@pastexam/api-contract';
import { hasApiKey } from '../ai-exam/api-key/repository.ts';
import type { Database } from '../db/client.ts';
import { lockAuthor } from '../discussion/repository.ts';
import { insertJob } from '../jobs/repository.ts';
import { fail, type Refusal } from '../refusal.ts';
import { AI_ANSWER_KIND } from './draft-job.ts';
import {
  activeRequest,
  archiveExists,
  findOpenQuestion,
  findRequest,
  insertRequest,
  recentRequests,
  requestsFor,
} from './repository.ts';

/** Requests listed per question at most. */
const REQUESTS_SHOWN = 10;

type QuestionRefusal = Refusal<'archive_not_found' | 'question_not_found'>;

async function checkQuestion(
  db: Database,
  archiveId: number,
  questionId: number,
): Promise<QuestionRefusal | null> {
  if (await findOpenQuestion(db, archiveId, questionId)) return null;
  return (await archiveExists(db, archiveId)) ? fail('question_not_found') : fail('archive_not_found');
}

/**
 * 請 AI 試答 (product §4.13): queues a draft of the question's answer with the user's own key, or answers the
 * one already under way for it. At most AI_ANSWER_RATE_LIMIT.count in AI_ANSWER_RATE_LIMIT.seconds, counted
 * with the user's row locked so replicas agree. The job and its request are one row's id, made together.
 */
export async function requestDraft(
  db: Database,
  userId: number,
  archiveId: number,
  questionId: number,
): Promise<AiAnswerRequest | QuestionRefusal | Refusal<'no_api_key' | 'ai_answer_rate_limited'>> {
  const refused = await checkQuestion(db, archiveId, questionId);
  if (refused) return refused;
  if (!(await hasApiKey(db, userId))) return fail('no_api_key');
  const queued = await db.transaction(async (tx) => {
    await lockAuthor(tx, userId);
    const active = await activeRequest(tx, userId, questionId);
    if (active) return active.id;
    if ((await recentRequests(tx, userId, AI_ANSWER_RATE_LIMIT.seconds)) >= AI_ANSWER_RATE_LIMIT.count)
      return fail('ai_answer_rate_limited');
    const id = randomUUID();
    await insertJob(tx, { id, kind: AI_ANSWER_KIND, payload: {}, maxAttempts: 2, userId });
    await insertRequest(tx, { id, questionId, archiveId, userId });
    return id;
  });
  if (typeof queued !== 'string') return queued;
  const request = await findRequest(db, userId, queued);
  if (!request) throw new Error(`AI draft request ${queued} vanished`);
  return request;
}

export async function listDrafts(
  db: Database,
  userId: number,
  archiveId: number,
  questionId: number,
): Promise<AiAnswerRequestList | QuestionRefusal> {
  const refused = await checkQuestion(db, archiveId, questionId);
  if (refused) return refused;
  return { requests: await requestsFor(db, userId, questionId, REQUESTS_SHOWN) };
}

export async function readDraft(
  db: Database,
  userId: number,
  where: { archiveId: number; questionId: number; id: string },
): Promise<AiAnswerRequest | Refusal<'ai_answer_not_found'>> {
  const request = await findRequest(db, userId, where.id);
  if (!request || request.archive_id !== where.archiveId || request.question_id !== where.questionId)
    return fail('ai_answer_not_found');
  return request;
}
