import { setTimeout as sleep } from 'node:timers/promises';
import type { Env } from '../../env.ts';
import { geminiSettingsFromEnv } from '../gemini/index.ts';
import type { AiExamTask } from '../tasks/repository.ts';
import { claimNextTask, failAbandonedTasks, finishTask, renewLease } from '../tasks/repository.ts';
import { type GenerationDeps, generateForTask } from './generate.ts';
import { logSafe } from './log-safe.ts';

export type AiWorkerOptions = GenerationDeps & {
  /** Generations run at once; 0 starts no worker (other replicas serve the queue). */
  concurrency: number;
  timeLimitMs: number;
  leaseMs: number;
  /** How often an idle worker looks for work queued on other replicas. Default 1000 ms. */
  pollIntervalMs?: number;
};

export type AiWorker = {
  /** Look for work now rather than at the next poll: a task was just queued on this replica. */
  kick(): void;
  /**
   * Stops claiming, cuts running generations short without recording an outcome, and resolves once nothing
   * touches the database any more. Those tasks keep their lease and are taken up again when it runs out.
   */
  stop(): Promise<void>;
};

/** The queue's consumer inside the server process. */
export function startAiWorker(options: AiWorkerOptions): AiWorker {
  const { db, logger, concurrency, leaseMs, timeLimitMs } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const stopping = new AbortController();
  const running = new Set<Promise<void>>();
  let wakeUp: (() => void) | null = null;
  let kicked = false;

  const kick = () => {
    kicked = true;
    wakeUp?.();
  };

  async function idle() {
    if (kicked || stopping.signal.aborted) return;
    const wait = new AbortController();
    wakeUp = () => wait.abort();
    await sleep(pollIntervalMs, undefined, { signal: wait.signal }).catch(() => undefined);
    wakeUp = null;
  }

  /** Renews the lease until `done` aborts; aborts `lost` when the claim is gone. */
  async function holdLease(task: AiExamTask, claim: string, done: AbortSignal, lost: AbortController) {
    while (!done.aborted) {
      const slept = await sleep(leaseMs / 3, true, { signal: done }).catch(() => false);
      if (!slept) return;
      try {
        if (!(await renewLease(db, task.id, claim, leaseMs))) lost.abort();
      } catch (error) {
        logger.warn(
          {
            event: 'ai_lease_renewal_failed',
            taskId: task.id,
            err: logSafe(error),
          },
          'could not renew an AI task lease',
        );
      }
    }
  }

  async function run(task: AiExamTask, claim: string) {
    const lost = new AbortController();
    const done = new AbortController();
    const timeLimit = AbortSignal.timeout(timeLimitMs);
    const lease = holdLease(task, claim, done.signal, lost);
    logger.info(
      { event: 'ai_task_started', taskId: task.id, attempt: task.attempts },
      'AI exam task started',
    );
    try {
      const outcome = await generateForTask(options, task, {
        signal: AbortSignal.any([stopping.signal, lost.signal, timeLimit]),
        timeLimit,
        timeLimitMs,
      });
      // Stopped or superseded: the outcome belongs to whoever holds the task next.
      if (stopping.signal.aborted || lost.signal.aborted) return;
      const recorded = await finishTask(db, task.id, claim, outcome);
      logger.info(
        { event: 'ai_task_finished', taskId: task.id, ok: 'result' in outcome, recorded },
        'AI exam task finished',
      );
    } finally {
      done.abort();
      await lease;
    }
  }

  async function loop() {
    while (!stopping.signal.aborted) {
      kicked = false;
      try {
        await failAbandonedTasks(db);
        while (!stopping.signal.aborted && running.size < concurrency) {
          const claimed = await claimNextTask(db, leaseMs);
          if (!claimed) break;
          const job: Promise<void> = run(claimed.task, claimed.claim)
            .catch((error: unknown) => {
              logger.error(
                {
                  event: 'ai_task_crashed',
                  taskId: claimed.task.id,
                  err: logSafe(error),
                },
                'AI exam task could not be recorded',
              );
            })
            .finally(() => {
              running.delete(job);
              kick();
            });
          running.add(job);
        }
      } catch (error) {
        logger.error(
          { event: 'ai_worker_poll_failed', err: logSafe(error) },
          'AI worker could not read the queue',
        );
      }
      await idle();
    }
  }

  const looping = concurrency > 0 ? loop() : Promise.resolve();
  return {
    kick,
    async stop() {
      stopping.abort();
      wakeUp?.();
      await looping;
      await Promise.all(running);
    },
  };
}

/** The worker's settings as the environment gives them. */
export function aiWorkerSettingsFromEnv(env: Env) {
  return {
    appSecret: env.APP_SECRET,
    gemini: geminiSettingsFromEnv(env),
    concurrency: env.AI_WORKER_CONCURRENCY,
    timeLimitMs: env.AI_TASK_TIME_LIMIT_SECONDS * 1000,
    leaseMs: env.AI_TASK_LEASE_SECONDS * 1000,
  } satisfies Partial<AiWorkerOptions>;
}
