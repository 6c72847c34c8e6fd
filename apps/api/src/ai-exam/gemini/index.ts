export {
  createGeminiClient,
  DEFAULT_INLINE_LIMIT_BYTES,
  type ExamDocument,
  type GeminiClient,
  type GeminiClientOptions,
  type GeneratedExam,
  type GenerateExamInput,
  MalformedAnswerError,
} from './client.ts';
export { type GeminiSettings, geminiSettingsFromEnv } from './config.ts';
export { askAboutQuestion, type DraftInput, draftAnswer, type QuestionPromptInput } from './draft.ts';
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
