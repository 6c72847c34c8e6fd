import { ANSWER_MAX_LENGTH } from '@pastexam/api-contract';
import type { Logger } from 'pino';
import { z } from 'zod';
import { readApiKey } from '../ai-exam/api-key/repository.ts';
import { SecretDecryptionError } from '../ai-exam/crypto/index.ts';
import { draftAnswer, GeminiError, type GeminiSettings } from '../ai-exam/gemini/index.ts';
import type { Database } from '../db/client.ts';
import { defineJobKind, type JobKind, type JobLane } from '../jobs/kind.ts';
import { logSafe } from '../jobs/log-safe.ts';
import { questionRegion, regionText, scannedPages } from '../questions/region.ts';
import { openPageRenderer } from '../search/extract/render-thread/index.ts';
import type { FileStorage } from '../storage/index.ts';
import { buildDraftPrompt } from './prompt.ts';
import {
  DRAFT_INTERRUPTED,
  findOpenQuestion,
  lastKeptPage,
  markFailed,
  markRunning,
  nextQuestionStart,
  regionPages,
  requestForJob,
  saveDraft,
} from './repository.ts';

/** The kind of the jobs that draft an answer to one question. */
export const AI_ANSWER_KIND = 'ai-answer';

export type DraftDeps = {
  db: Database;
  storage: FileStorage;
  logger: Logger;
  appSecret: string;
  gemini: GeminiSettings;
};

/** A failure whose message the user reads as is. */
class DraftInputError extends Error {
  override name = 'DraftInputError';
}

/** Pictures of the scanned pages, drawn on a render thread so the server's own thread stays free. */
async function pagePictures(
  deps: DraftDeps,
  fileKey: string,
  pages: readonly number[],
  signal: AbortSignal,
): Promise<Uint8Array[]> {
  if (pages.length === 0) return [];
  const stored = await deps.storage.get(fileKey);
  const bytes = new Uint8Array(await new Response(stored.body).arrayBuffer());
  const renderer = await openPageRenderer(bytes, signal);
  try {
    const pictures: Uint8Array[] = [];
    for (const page of pages) if (page <= renderer.pages) pictures.push((await renderer.render(page)).png);
    return pictures;
  } finally {
    await renderer.close();
  }
}

/** Drafts the request's answer; answers the new answer's id, or throws a message for the user. */
async function draft(deps: DraftDeps, requestId: string, signal: AbortSignal): Promise<number | null> {
  const request = await requestForJob(deps.db, requestId);
  if (!request) return null;
  await markRunning(deps.db, requestId);
  const question = await findOpenQuestion(deps.db, request.archiveId, request.questionId);
  if (!question) throw new DraftInputError('找不到這一題，可能已被移除或考古題已刪除');
  const apiKey = await readApiKey(deps.db, deps.appSecret, request.userId);
  if (apiKey === null) throw new DraftInputError('尚未設定 Gemini API Key，請設定後再試');
  const next = await nextQuestionStart(deps.db, question);
  const region = questionRegion(question, next, await lastKeptPage(deps.db, question.archiveId));
  const pages = await regionPages(deps.db, question.archiveId, region.page, region.end_page);
  const text = regionText(region, pages);
  const images = await pagePictures(deps, question.fileKey, scannedPages(region, pages), signal);
  if (text === '' && images.length === 0)
    throw new DraftInputError('這一題還沒有可讀取的文字，請等考古題的文字讀取完成後再試');
  const prompt = buildDraftPrompt({ questionName: question.name, text, pictures: images.length });
  const body = await draftAnswer(
    { apiKey, model: deps.gemini.model, baseUrl: deps.gemini.baseUrl },
    { prompt, images, signal },
  );
  return saveDraft(deps.db, {
    requestId,
    userId: request.userId,
    archiveId: question.archiveId,
    questionId: question.id,
    body: Array.from(body).slice(0, ANSWER_MAX_LENGTH).join(''),
    model: deps.gemini.model,
    region,
  });
}

/** Drafting an answer with the user's own key: every failure is told on the request, never retried. */
export function aiAnswerJobKind(deps: DraftDeps): JobKind {
  return defineJobKind({
    kind: AI_ANSWER_KIND,
    payload: z.object({}),
    maxAttempts: 2,
    interruptedMessage: DRAFT_INTERRUPTED,
    logPrefix: 'ai_answer',
    runsLogLevel: 'info',
    run: async (job, { signal }) => {
      try {
        const answerId = await draft(deps, job.id, signal);
        return { result: answerId === null ? null : String(answerId) };
      } catch (error) {
        const known =
          error instanceof GeminiError ||
          error instanceof DraftInputError ||
          error instanceof SecretDecryptionError;
        if (!known)
          deps.logger.error(
            { event: 'ai_answer_failed', requestId: job.id, err: logSafe(error) },
            'AI draft failed',
          );
        const message = known ? error.message : 'AI 試答時發生錯誤，請稍後再試';
        await markFailed(deps.db, job.id, message);
        return { error: message };
      }
    },
  });
}

/** AI drafts run in a lane of their own: a minute of waiting on Gemini must not hold up maintenance. */
export function aiAnswerLane(
  deps: DraftDeps & { concurrency: number; leaseMs: number; timeLimitMs: number },
): JobLane {
  return {
    name: AI_ANSWER_KIND,
    kinds: [aiAnswerJobKind(deps)],
    concurrency: deps.concurrency,
    leaseMs: deps.leaseMs,
    timeLimitMs: deps.timeLimitMs,
  };
}
