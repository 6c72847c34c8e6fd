import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import { logSafe } from '../../jobs/log-safe.ts';
import { type FileStorage, StorageNotFoundError } from '../../storage/index.ts';
import { readApiKey } from '../api-key/repository.ts';
import { SecretDecryptionError } from '../crypto/index.ts';
import { readModelExam } from '../exam/read-exam.ts';
import { examResponseSchema } from '../exam/response-schema.ts';
import { storeExam } from '../exam/stored-result.ts';
import {
  createGeminiClient,
  type ExamDocument,
  GeminiError,
  type GeminiSettings,
  GenerationTimeoutError,
  MalformedAnswerError,
} from '../gemini/index.ts';
import { buildExamPrompt } from '../prompt/index.ts';
import { archiveFileKeys } from '../tasks/archive-repository.ts';
import type { AiExamTask } from '../tasks/repository.ts';
import { readerLanguage } from './reader-language.ts';

export type GenerationDeps = {
  db: Database;
  storage: FileStorage;
  logger: Logger;
  appSecret: string;
  /** `inlineLimitBytes` only for tests that need the Files API path with small PDFs. */
  gemini: GeminiSettings & { inlineLimitBytes?: number };
  /** Told why a generation failed at or because of Gemini (`invalid_api_key`, `time_limit`, …). */
  onGeminiFailure?: (reason: string) => void;
};

export type GenerationOutcome = { result: string } | { error: string };

/** A refusal whose message the user should read as is. */
class TaskInputError extends Error {
  override name = 'TaskInputError';
}

function describeLimit(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return seconds >= 60 && seconds % 60 === 0 ? `${seconds / 60} 分鐘` : `${seconds} 秒`;
}

async function loadDocuments(deps: GenerationDeps, task: AiExamTask): Promise<ExamDocument[]> {
  const keys = await archiveFileKeys(deps.db, task.archiveIds);
  const documents: ExamDocument[] = [];
  for (const archive of task.archivesUsed) {
    const missing = new TaskInputError(`找不到考古題「${archive.name}」的檔案，請重新選擇考古題`);
    const key = keys.get(archive.id);
    if (key === undefined) throw missing;
    try {
      const stored = await deps.storage.get(key);
      documents.push({
        name: archive.name,
        bytes: new Uint8Array(await new Response(stored.body).arrayBuffer()),
      });
    } catch (error) {
      if (error instanceof StorageNotFoundError) throw missing;
      throw error;
    }
  }
  return documents;
}

/**
 * Runs one task's generation: the user's key (decrypted only here), the archives' PDFs from storage, the
 * prompt, and the call to Gemini. Every failure becomes a zh-TW message for the user; `signal` ends it early.
 */
export async function generateForTask(
  deps: GenerationDeps,
  task: AiExamTask,
  limits: { signal: AbortSignal; timeLimit: AbortSignal; timeLimitMs: number },
): Promise<GenerationOutcome> {
  try {
    const apiKey = await readApiKey(deps.db, deps.appSecret, task.userId);
    if (apiKey === null) throw new TaskInputError('尚未設定 Gemini API Key，請設定後重新產生');
    const documents = await loadDocuments(deps, task);
    const [first] = task.archivesUsed;
    const professors = [...new Set(task.archivesUsed.map((archive) => archive.professor))];
    const prompt = buildExamPrompt({
      language: await readerLanguage(deps.db, task.userId),
      course: first?.course ?? '',
      professor: professors.join('、'),
      archives: task.archivesUsed,
      extra: task.prompt,
    });
    const client = createGeminiClient({ apiKey, ...deps.gemini });
    const read = (text: string) => readModelExam(text, task.archiveIds);
    const answer = await client.generateExam({
      documents,
      prompt,
      temperature: task.temperature,
      signal: limits.signal,
      structured: {
        responseSchema: examResponseSchema,
        problemWith: (text) => {
          const outcome = read(text);
          return outcome.ok ? null : outcome.problem;
        },
      },
    });
    const outcome = read(answer.text);
    // problemWith accepted this very text, so it reads; the check keeps the types honest.
    if (!outcome.ok) throw new Error(`an accepted answer no longer reads: ${outcome.problem}`);
    if (outcome.droppedSources > 0 || answer.attempts > 1) {
      deps.logger.warn(
        {
          event: 'ai_task_answer_repaired',
          taskId: task.id,
          attempts: answer.attempts,
          droppedSources: outcome.droppedSources,
        },
        'the model’s exam needed a second attempt or named archives that were not attached',
      );
    }
    return { result: storeExam(outcome.exam) };
  } catch (error) {
    if (error instanceof GenerationTimeoutError && limits.timeLimit.aborted) {
      deps.onGeminiFailure?.('time_limit');
      return { error: `生成超過 ${describeLimit(limits.timeLimitMs)}的時間限制，請稍後再試` };
    }
    if (
      error instanceof GeminiError ||
      error instanceof TaskInputError ||
      error instanceof SecretDecryptionError
    ) {
      if (error instanceof GeminiError)
        deps.onGeminiFailure?.(error instanceof MalformedAnswerError ? 'malformed_answer' : error.code);
      deps.logger.warn(
        { event: 'ai_task_failed', taskId: task.id, reason: error.name },
        'AI exam generation failed',
      );
      return { error: error.message };
    }
    deps.logger.error(
      {
        event: 'ai_task_failed',
        taskId: task.id,
        err: logSafe(error),
      },
      'AI exam generation failed unexpectedly',
    );
    return { error: '生成時發生錯誤，請稍後再試' };
  }
}
