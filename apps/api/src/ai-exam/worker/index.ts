export {
  type AiWorker,
  type AiWorkerOptions,
  aiExamLane,
  aiWorkerSettingsFromEnv,
  startAiWorker,
} from './worker.ts';
