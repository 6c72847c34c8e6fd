import { type ApiKeyStatus, type ApiKeyUpdate, apiKeyStatusSchema } from '@pastexam/api-contract';
import type { ApiClient } from '../../../lib/api-client.ts';

/** GET /ai-exam/api-key: whether the user has stored a Gemini key, and its mask. */
export function getApiKeyStatus(api: ApiClient): Promise<ApiKeyStatus> {
  return api.get('ai-exam/api-key').json(apiKeyStatusSchema);
}

/** PUT /ai-exam/api-key: the server tests a key before storing it; an empty string removes the key. */
export function putApiKey(api: ApiClient, key: string): Promise<ApiKeyStatus> {
  const body: ApiKeyUpdate = { gemini_api_key: key };
  return api.put('ai-exam/api-key', { json: body }).json(apiKeyStatusSchema);
}
