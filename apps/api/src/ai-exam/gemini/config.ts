import type { Env } from '../../env.ts';

/** The settings createGeminiClient needs besides the user's key. */
export type GeminiSettings = { model: string; baseUrl: string | undefined };

export function geminiSettingsFromEnv(env: Pick<Env, 'GEMINI_MODEL' | 'GEMINI_BASE_URL'>): GeminiSettings {
  return { model: env.GEMINI_MODEL, baseUrl: env.GEMINI_BASE_URL };
}
