import { routes } from '@pastexam/api-contract';
import { type ApiRouter, okOrRefusal, register } from '../../http/register.ts';
import { apiKeyStatus, setApiKey } from './service.ts';

/** GET / PUT /ai-exam/api-key: a key is tested with Gemini before it is stored, and never comes back. */
export function registerApiKeyRoutes(api: ApiRouter) {
  register(api, routes.aiExam.getApiKey, async ({ c, user }) => ({
    status: 200,
    body: await apiKeyStatus(c.var.db, user.id),
  }));

  register(api, routes.aiExam.putApiKey, async ({ input, c, user }) => {
    const { db, env, logger } = c.var;
    return okOrRefusal(await setApiKey(db, env, logger, user.id, input.body.gemini_api_key));
  });
}
