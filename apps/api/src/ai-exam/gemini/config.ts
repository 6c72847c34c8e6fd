import { z } from 'zod';
import { blankAsUnset } from '../../env-blank.ts';

export const DEFAULT_GEMINI_MODEL = 'gemini-2.5-flash';

/**
 * The Gemini variables of the environment, for env.ts to merge into its schema (`...geminiEnvShape`).
 * GEMINI_BASE_URL points the SDK at another server speaking the same REST API (the fake in dev and tests).
 */
export const geminiEnvShape = {
  GEMINI_MODEL: z.preprocess(
    (value) => blankAsUnset(value) ?? DEFAULT_GEMINI_MODEL,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'GEMINI_MODEL 必須是模型名稱，例如 gemini-2.5-flash'),
  ),
  GEMINI_BASE_URL: z.preprocess(
    blankAsUnset,
    z
      .url({ protocol: /^https?$/, error: 'GEMINI_BASE_URL 必須是 http:// 或 https:// 開頭的網址' })
      .transform((value) => value.replace(/\/+$/, ''))
      .optional(),
  ),
};

export const geminiEnvSchema = z.object(geminiEnvShape);
export type GeminiEnv = z.infer<typeof geminiEnvSchema>;

/** The settings createGeminiClient needs besides the user's key. */
export type GeminiSettings = { model: string; baseUrl: string | undefined };

export function geminiSettingsFromEnv(env: GeminiEnv): GeminiSettings {
  return { model: env.GEMINI_MODEL, baseUrl: env.GEMINI_BASE_URL };
}
