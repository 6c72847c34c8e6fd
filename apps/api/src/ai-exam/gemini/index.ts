export {
  createGeminiClient,
  DEFAULT_INLINE_LIMIT_BYTES,
  type ExamDocument,
  type GeminiClient,
  type GeminiClientOptions,
  type GeneratedExam,
  type GenerateExamInput,
} from './client.ts';
export {
  DEFAULT_GEMINI_MODEL,
  type GeminiEnv,
  type GeminiSettings,
  geminiEnvSchema,
  geminiEnvShape,
  geminiSettingsFromEnv,
} from './config.ts';
export {
  GeminiError,
  type GeminiErrorCode,
  GenerationFailedError,
  GenerationTimeoutError,
  geminiErrorCodes,
  InvalidApiKeyError,
  ProviderUnavailableError,
  QuotaExceededError,
} from './errors.ts';
