import { type ApiKeyStatus, aiExamRoutes } from '@pastexam/api-contract';
import { signedIn } from '../../auth/middleware.ts';
import type { ApiRouter } from '../../http/context.ts';
import { sendError } from '../../http/errors.ts';
import { aiExamErrors } from '../errors.ts';
import { createGeminiClient, GeminiError, InvalidApiKeyError } from '../gemini/index.ts';
import { findMaskedApiKey, removeApiKey, saveApiKey } from './repository.ts';

const status = (masked: string | null): ApiKeyStatus => ({
  has_api_key: masked !== null,
  api_key_masked: masked,
});

/** GET / PUT /ai-exam/api-key: a key is tested with Gemini before it is stored, and never comes back. */
export function registerApiKeyRoutes(api: ApiRouter) {
  api.openapi(signedIn(aiExamRoutes.getApiKey), async (c) =>
    c.json(status(await findMaskedApiKey(c.var.db, c.var.user.id)), 200),
  );

  api.openapi(signedIn(aiExamRoutes.putApiKey), async (c) => {
    const { db, env, logger, user } = c.var;
    const apiKey = c.req.valid('json').gemini_api_key;
    if (apiKey === '') {
      await removeApiKey(db, user.id);
      logger.info({ event: 'ai_api_key_removed', userId: user.id }, 'AI API key removed');
      return c.json(status(null), 200);
    }
    try {
      await createGeminiClient({ apiKey, model: env.GEMINI_MODEL, baseUrl: env.GEMINI_BASE_URL }).testKey();
    } catch (error) {
      if (error instanceof InvalidApiKeyError) return sendError(c, aiExamErrors.invalidApiKey);
      if (!(error instanceof GeminiError)) throw error;
      // Only the code: the provider's own error text is not ours to log, and never holds the key anyway.
      logger.warn({ event: 'ai_api_key_test_failed', userId: user.id, code: error.code }, 'key test failed');
      return sendError(c, aiExamErrors.providerUnavailable, error.message);
    }
    const masked = await saveApiKey(db, env.APP_SECRET, user.id, apiKey);
    logger.info({ event: 'ai_api_key_saved', userId: user.id }, 'AI API key saved');
    return c.json(status(masked), 200);
  });
}
