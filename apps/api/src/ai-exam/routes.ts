import type { ApiRouter } from '../http/register.ts';
import { registerApiKeyRoutes } from './api-key/routes.ts';
import { registerTaskRoutes, type TaskRoutesOptions } from './tasks/routes.ts';

/** Every /ai-exam route: the user's Gemini key and the generation tasks. */
export function registerAiExamRoutes(api: ApiRouter, options: TaskRoutesOptions = {}) {
  registerApiKeyRoutes(api);
  registerTaskRoutes(api, options);
}
