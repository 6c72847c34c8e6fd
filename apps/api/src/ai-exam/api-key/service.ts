import {
  type ApiKeyStatus,
  GEMINI_API_KEY_SHAPE,
  GEMINI_API_KEY_SHAPE_MESSAGE,
} from '@pastexam/api-contract';
import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { fail, type Refusal } from '../../refusal.ts';
import {
  createGeminiClient,
  GeminiError,
  geminiSettingsFromEnv,
  InvalidApiKeyError,
} from '../gemini/index.ts';
import { findMaskedApiKey, removeApiKey, saveApiKey } from './repository.ts';

const status = (masked: string | null): ApiKeyStatus => ({
  has_api_key: masked !== null,
  api_key_masked: masked,
});

export async function apiKeyStatus(db: Database, userId: number): Promise<ApiKeyStatus> {
  return status(await findMaskedApiKey(db, userId));
}

/**
 * Sets the user's Gemini key once Gemini has accepted it, or removes it when `apiKey` is empty. A key of a
 * shape no Gemini key has is refused without asking. The key is
 * stored encrypted and never comes back; neither it nor the provider's own error text is logged.
 */
export async function setApiKey(
  db: Database,
  env: Pick<Env, 'APP_SECRET' | 'GEMINI_MODEL' | 'GEMINI_BASE_URL'>,
  logger: Logger,
  userId: number,
  apiKey: string,
): Promise<ApiKeyStatus | Refusal<'invalid_api_key' | 'provider_unavailable'>> {
  if (apiKey === '') {
    await removeApiKey(db, userId);
    logger.info({ event: 'ai_api_key_removed', userId }, 'AI API key removed');
    return status(null);
  }
  // A key that cannot be one is not sent: the SDK would fail to put it in a header and read as Gemini down.
  if (!GEMINI_API_KEY_SHAPE.test(apiKey)) return fail('invalid_api_key', GEMINI_API_KEY_SHAPE_MESSAGE);
  try {
    await createGeminiClient({ apiKey, ...geminiSettingsFromEnv(env) }).testKey();
  } catch (error) {
    if (error instanceof InvalidApiKeyError) return fail('invalid_api_key');
    if (!(error instanceof GeminiError)) throw error;
    logger.warn({ event: 'ai_api_key_test_failed', userId, code: error.code }, 'key test failed');
    return fail('provider_unavailable', error.message);
  }
  const masked = await saveApiKey(db, env.APP_SECRET, userId, apiKey);
  logger.info({ event: 'ai_api_key_saved', userId }, 'AI API key saved');
  return status(masked);
}
