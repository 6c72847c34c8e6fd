import type { ApiError } from '@google/genai';
import { z } from 'zod';
import { isApiError } from './sdk.ts';

export const geminiErrorCodes = [
  'invalid_api_key',
  'quota_exceeded',
  'provider_unavailable',
  'timeout',
  'generation_failed',
] as const;
export type GeminiErrorCode = (typeof geminiErrorCodes)[number];

/** Every failure of the Gemini module; `message` is zh-TW and safe to show to the user. */
export class GeminiError extends Error {
  constructor(
    readonly code: GeminiErrorCode,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    // Each kind of failure logs under its own class name.
    this.name = new.target.name;
  }
}

/** The base of a kind of failure that always tells the user the same thing. */
function fixedMessage(code: GeminiErrorCode, message: string) {
  return class extends GeminiError {
    constructor(options?: ErrorOptions) {
      super(code, message, options);
    }
  };
}

export class InvalidApiKeyError extends fixedMessage('invalid_api_key', '無效的 API Key') {}
export class QuotaExceededError extends fixedMessage(
  'quota_exceeded',
  '已超過 Gemini 使用額度，請稍後再試',
) {}
export class ProviderUnavailableError extends fixedMessage(
  'provider_unavailable',
  'Gemini 服務暫時無法使用，請稍後再試',
) {}
export class GenerationTimeoutError extends fixedMessage('timeout', '生成逾時，請稍後再試') {}

/** The provider answered but would not or could not produce an exam from these documents. */
export class GenerationFailedError extends GeminiError {
  constructor(message: string, options?: ErrorOptions) {
    super('generation_failed', message, options);
  }
}

/** The SDK's ApiError message is the provider's JSON error body. */
const providerErrorSchema = z.object({
  error: z.object({
    message: z.string().optional(),
    status: z.string().optional(),
    details: z.array(z.object({ reason: z.string().optional() }).loose()).optional(),
  }),
});

function providerError(error: ApiError) {
  try {
    return providerErrorSchema.safeParse(JSON.parse(error.message)).data?.error;
  } catch {
    return undefined;
  }
}

export type ErrorContext = {
  model: string;
  /** What an abort of the caller's signal means: the generation time limit, or a key test cut short. */
  abortMeans: 'timeout' | 'unavailable';
  signal?: AbortSignal | undefined;
};

/** Maps whatever the SDK threw to one of our typed errors. */
export function toGeminiError(error: unknown, context: ErrorContext): GeminiError {
  if (error instanceof GeminiError) return error;
  if (context.signal?.aborted) {
    return context.abortMeans === 'timeout'
      ? new GenerationTimeoutError({ cause: error })
      : new ProviderUnavailableError({ cause: error });
  }
  if (!isApiError(error)) {
    // Refused connections, DNS failures, resets and our own per-call deadlines all end here.
    return new ProviderUnavailableError({ cause: error });
  }
  const body = providerError(error);
  const reasons = body?.details?.map((detail) => detail.reason) ?? [];
  const status = error.status;
  if (reasons.includes('API_KEY_INVALID') || /api key not valid/i.test(body?.message ?? '')) {
    return new InvalidApiKeyError({ cause: error });
  }
  if (status === 401) return new InvalidApiKeyError({ cause: error });
  // 403 covers leaked, restricted and unregistered keys; only a missing uploaded file is not about the key.
  if (status === 403) {
    return /\bFile\b/.test(body?.message ?? '')
      ? new GenerationFailedError('Gemini 無法讀取上傳的考古題檔案，請再試一次', { cause: error })
      : new InvalidApiKeyError({ cause: error });
  }
  if (status === 404) {
    return new GenerationFailedError(`找不到 Gemini 模型「${context.model}」，請聯絡系統管理員`, {
      cause: error,
    });
  }
  if (status === 429) return new QuotaExceededError({ cause: error });
  if (status === 504) return new GenerationTimeoutError({ cause: error });
  if (status >= 500 || status === 408) return new ProviderUnavailableError({ cause: error });
  return new GenerationFailedError('Gemini 無法處理這些考古題，請換一組考古題再試', { cause: error });
}
