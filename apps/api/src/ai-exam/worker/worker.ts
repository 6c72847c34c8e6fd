import type { Env } from '../../env.ts';
import { defineJobKind, type JobKind, type JobLane } from '../../jobs/kind.ts';
import { type JobWorker, startJobWorker } from '../../jobs/worker.ts';
import { geminiSettingsFromEnv } from '../gemini/index.ts';
import {
  AI_EXAM_KIND,
  aiExamPayloadSchema,
  INTERRUPTED_MESSAGE,
  MAX_TASK_ATTEMPTS,
  toAiExamTask,
} from '../tasks/repository.ts';
import { type GenerationDeps, generateForTask } from './generate.ts';

/** Generating an AI exam: a kind of job whose every failure becomes a message for the user, never a retry. */
export function aiExamJobKind(deps: GenerationDeps): JobKind {
  return defineJobKind({
    kind: AI_EXAM_KIND,
    payload: aiExamPayloadSchema,
    maxAttempts: MAX_TASK_ATTEMPTS,
    interruptedMessage: INTERRUPTED_MESSAGE,
    logPrefix: 'ai_task',
    // A user waits on it, and it is rare: its runs stay in the log an operator reads.
    runsLogLevel: 'info',
    run: (job, context) => generateForTask(deps, toAiExamTask(job), context),
  });
}

export type AiWorkerOptions = GenerationDeps & {
  /** Generations run at once; 0 leaves them to other replicas. */
  concurrency: number;
  timeLimitMs: number;
  leaseMs: number;
  /** How often an idle worker looks for work queued on other replicas. Default 1000 ms. */
  pollIntervalMs?: number;
};

/** AI exams run in a lane of their own: a generation takes minutes and must not hold up maintenance. */
export function aiExamLane(options: AiWorkerOptions): JobLane {
  return {
    name: AI_EXAM_KIND,
    kinds: [aiExamJobKind(options)],
    concurrency: options.concurrency,
    leaseMs: options.leaseMs,
    timeLimitMs: options.timeLimitMs,
  };
}

export type AiWorker = JobWorker;

/** A job worker serving AI exams only, as a replica that runs nothing else would. */
export function startAiWorker(options: AiWorkerOptions): AiWorker {
  return startJobWorker({
    db: options.db,
    logger: options.logger,
    pollIntervalMs: options.pollIntervalMs,
    lanes: [aiExamLane(options)],
  });
}

/** The AI lane's settings as the environment gives them. */
export function aiWorkerSettingsFromEnv(env: Env) {
  return {
    appSecret: env.APP_SECRET,
    gemini: geminiSettingsFromEnv(env),
    concurrency: env.AI_WORKER_CONCURRENCY,
    timeLimitMs: env.AI_TASK_TIME_LIMIT_SECONDS * 1000,
    leaseMs: env.AI_TASK_LEASE_SECONDS * 1000,
  } satisfies Partial<AiWorkerOptions>;
}
