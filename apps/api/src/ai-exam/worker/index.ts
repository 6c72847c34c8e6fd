export { type AiWorker, type AiWorkerOptions, aiWorkerSettingsFromEnv, startAiWorker } from './worker.ts';
