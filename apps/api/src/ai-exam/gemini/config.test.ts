import { describe, expect, test } from 'vitest';
import { DEFAULT_GEMINI_MODEL, geminiEnvSchema, geminiSettingsFromEnv } from './config.ts';

describe('geminiEnvSchema', () => {
  test('defaults to the real provider and the default model, also for blank values', () => {
    for (const source of [{}, { GEMINI_MODEL: '', GEMINI_BASE_URL: '  ' }]) {
      expect(geminiSettingsFromEnv(geminiEnvSchema.parse(source))).toEqual({
        model: DEFAULT_GEMINI_MODEL,
        baseUrl: undefined,
      });
    }
  });

  test('takes a model and a base URL without its trailing slash', () => {
    const env = geminiEnvSchema.parse({
      GEMINI_MODEL: 'gemini-2.5-pro',
      GEMINI_BASE_URL: 'http://127.0.0.1:3002/',
    });
    expect(geminiSettingsFromEnv(env)).toEqual({ model: 'gemini-2.5-pro', baseUrl: 'http://127.0.0.1:3002' });
  });

  test('refuses a base URL that is not http(s) and a model name with a path in it, in zh-TW', () => {
    const url = geminiEnvSchema.safeParse({ GEMINI_BASE_URL: 'ftp://example.com' });
    expect(url.error?.issues[0]?.message).toBe('GEMINI_BASE_URL 必須是 http:// 或 https:// 開頭的網址');
    const model = geminiEnvSchema.safeParse({ GEMINI_MODEL: 'models/../files' });
    expect(model.error?.issues[0]?.message).toBe('GEMINI_MODEL 必須是模型名稱，例如 gemini-2.5-flash');
  });
});
