import type { Logger } from 'pino';
import { aiExamLane, aiWorkerSettingsFromEnv } from '../ai-exam/worker/index.ts';
import type { Database } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { FileStorage } from '../storage/index.ts';
import type { JobLane } from './kind.ts';

export type JobDeps = { env: Env; db: Database; storage: FileStorage; logger: Logger };

/**
 * Every kind of background job this server runs, by lane. A new kind is one handler (`defineJobKind`) and one
 * line here.
 */
export function jobLanes(deps: JobDeps): JobLane[] {
  return [aiExamLane({ ...deps, ...aiWorkerSettingsFromEnv(deps.env) })];
}
