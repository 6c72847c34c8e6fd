import { describe, expect, test } from 'vitest';
import { loadEnv } from '../../env.ts';
import { DEFAULT_GEMINI_MODEL } from '../../env-variables.ts';
import { geminiSettingsFromEnv } from './config.ts';

const fromEnv = (variables: Record<string, string>) =>
  geminiSettingsFromEnv(loadEnv({ APP_SECRET: 'a'.repeat(40), ...variables }));

describe('the Gemini settings of the environment', () => {
  test('default to the real provider and the default model, also for blank values', () => {
    const sources: Record<string, string>[] = [{}, { GEMINI_MODEL: '', GEMINI_BASE_URL: '  ' }];
    for (const source of sources) {
      expect(fromEnv(source)).toEqual({ model: DEFAULT_GEMINI_MODEL, baseUrl: undefined });
    }
  });

  test('take a model and a base URL without its trailing slash', () => {
    expect(fromEnv({ GEMINI_MODEL: 'gemini-2.5-pro', GEMINI_BASE_URL: 'http://127.0.0.1:3002/' })).toEqual({
      model: 'gemini-2.5-pro',
      baseUrl: 'http://127.0.0.1:3002',
    });
  });

  test('refuse a base URL that is not http(s) and a model name with a path in it, in zh-TW', () => {
    expect(() => fromEnv({ GEMINI_BASE_URL: 'ftp://example.com' })).toThrow(
      'GEMINI_BASE_URL 必須是 http:// 或 https:// 開頭的網址',
    );
    expect(() => fromEnv({ GEMINI_MODEL: 'models/../files' })).toThrow(
      'GEMINI_MODEL 必須是模型名稱，例如 gemini-2.5-flash',
    );
  });
});
