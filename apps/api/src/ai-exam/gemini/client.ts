import type {
  Content,
  GenerateContentConfig,
  GenerateContentResponse,
  GoogleGenAI,
  Part,
} from '@google/genai';
import type { GeminiSchema } from '../exam/response-schema.ts';
import { documentLabel } from '../prompt/index.ts';
import { GenerationFailedError, toGeminiError } from './errors.ts';
import { PDF_MIME_TYPE, ProviderFiles } from './provider-files.ts';
import { openGenAi, REFUSALS } from './sdk.ts';

/** Inline requests are capped at 20 MB after base64 (×4/3); larger sets of PDFs go through the Files API. */
export const DEFAULT_INLINE_LIMIT_BYTES = 13 * 1024 * 1024;
const DEFAULT_KEY_TEST_TIMEOUT_MS = 15_000;

export type GeminiClientOptions = {
  apiKey: string;
  model: string;
  /** Another server speaking the Gemini REST API; default the real one. */
  baseUrl?: string | undefined;
  /** Total PDF bytes above which documents are uploaded instead of sent inline. Default 13 MiB. */
  inlineLimitBytes?: number;
  /** Poll interval while an uploaded PDF is processing. Default 2000 ms. */
  filePollIntervalMs?: number;
  /** How long cleanup waits for an upload cut short by the time limit. Default 30 s. */
  pendingUploadGraceMs?: number;
  /** Deadline of the key test. Default 15 s. */
  keyTestTimeoutMs?: number;
};

export type ExamDocument = {
  /** Shown to the model as `文件 N：<name>` right before the PDF. */
  name: string;
  bytes: Uint8Array;
};

export type GenerateExamInput = {
  /** In the order the prompt lists them (文件 1, 文件 2, …). */
  documents: readonly ExamDocument[];
  prompt: string;
  temperature: number;
  /** The time limit: when it aborts, the call ends with GenerationTimeoutError. */
  signal?: AbortSignal;
  /**
   * Asks for JSON of `responseSchema`. An answer `problemWith` finds fault with is sent back once with the
   * problem, for a corrected one; a second faulty answer fails the call with MalformedAnswerError.
   */
  structured?: { responseSchema: GeminiSchema; problemWith: (text: string) => string | null };
};

export type GeneratedExam = {
  text: string;
  /** 2 when the first answer was sent back for a correction. */
  attempts: number;
  /** STOP normally; MAX_TOKENS when the answer was cut off. */
  finishReason: string | null;
  usage: { promptTokens: number; outputTokens: number; totalTokens: number } | null;
};

export type GeminiClient = {
  readonly model: string;
  /** A free call that fails with InvalidApiKeyError for a bad key, ProviderUnavailableError when unreachable. */
  testKey(options?: { signal?: AbortSignal }): Promise<void>;
  /** Sends the PDFs as documents with the prompt; every failure is a GeminiError with a zh-TW message. */
  generateExam(input: GenerateExamInput): Promise<GeneratedExam>;
};

/** The model's answer broke the requested structure twice: nothing of it is shown. */
export class MalformedAnswerError extends GenerationFailedError {
  override name = 'MalformedAnswerError';
  constructor(readonly problem: string) {
    super('Gemini 產生的試題格式不正確（已請它重寫一次），請稍後再試');
  }
}

/** The turn sent after a faulty answer: what was wrong, and a request for the whole answer again. */
function correction(problem: string): string {
  return `你上一次的回答不符合要求的 JSON 格式，問題如下：\n${problem}\n請依照同樣的規則與 JSON 結構，重新輸出完整的試卷 JSON，不要加任何其他文字。`;
}

function readExam(response: GenerateContentResponse): Omit<GeneratedExam, 'attempts'> {
  const refused = new GenerationFailedError('Gemini 拒絕根據這些考古題出題，請換一組考古題再試');
  if (response.promptFeedback?.blockReason) throw refused;
  const candidate = response.candidates?.[0];
  const finishReason = candidate?.finishReason ?? null;
  // Thought summaries are not part of the exam.
  const text = (candidate?.content?.parts ?? [])
    .filter((part) => typeof part.text === 'string' && !part.thought)
    .map((part) => part.text)
    .join('');
  if (text.trim() === '') {
    if (finishReason !== null && REFUSALS.has(finishReason)) throw refused;
    throw new GenerationFailedError('Gemini 沒有產生任何內容，請稍後再試');
  }
  const usage = response.usageMetadata;
  return {
    text,
    finishReason,
    usage: usage
      ? {
          promptTokens: usage.promptTokenCount ?? 0,
          outputTokens: usage.candidatesTokenCount ?? 0,
          totalTokens: usage.totalTokenCount ?? 0,
        }
      : null,
  };
}

/** A Gemini client for one user's key, built on the official SDK. Creating one makes no request. */
export function createGeminiClient(options: GeminiClientOptions): GeminiClient {
  const model = options.model;
  let opened: Promise<GoogleGenAI> | undefined;
  const sdk = () => {
    opened ??= openGenAi(options);
    return opened;
  };
  const inlineLimit = options.inlineLimitBytes ?? DEFAULT_INLINE_LIMIT_BYTES;

  return {
    model,

    async testKey({ signal } = {}) {
      const deadline = AbortSignal.timeout(options.keyTestTimeoutMs ?? DEFAULT_KEY_TEST_TIMEOUT_MS);
      const combined = signal ? AbortSignal.any([signal, deadline]) : deadline;
      try {
        // models.get checks the key and that the configured model exists, and costs no tokens.
        const ai = await sdk();
        await ai.models.get({ model, config: { abortSignal: combined } });
      } catch (error) {
        throw toGeminiError(error, { model, abortMeans: 'unavailable', signal: combined });
      }
    },

    async generateExam({ documents, prompt, temperature, signal, structured }) {
      const ai = await sdk();
      const files = new ProviderFiles(ai, {
        pollIntervalMs: options.filePollIntervalMs ?? 2000,
        pendingUploadGraceMs: options.pendingUploadGraceMs ?? 30_000,
      });
      const totalBytes = documents.reduce((sum, document) => sum + document.bytes.length, 0);
      const upload = totalBytes > inlineLimit;
      try {
        signal?.throwIfAborted();
        const parts: Part[] = [];
        for (const [index, document] of documents.entries()) {
          parts.push({ text: `${documentLabel(index)}：${document.name}` });
          parts.push(
            upload
              ? await files.upload(document, signal)
              : {
                  inlineData: {
                    mimeType: PDF_MIME_TYPE,
                    data: Buffer.from(document.bytes).toString('base64'),
                  },
                },
          );
        }
        // Gemini answers long-document prompts best when the instruction follows the documents.
        parts.push({ text: prompt });
        const config: GenerateContentConfig = {
          temperature,
          ...(structured
            ? { responseMimeType: 'application/json', responseSchema: structured.responseSchema }
            : {}),
          ...(signal ? { abortSignal: signal } : {}),
        };
        const ask = async (contents: Content[]) =>
          readExam(await ai.models.generateContent({ model, contents, config }));
        const question: Content[] = [{ role: 'user', parts }];
        const first = await ask(question);
        const problem = structured?.problemWith(first.text) ?? null;
        if (!structured || problem === null) return { ...first, attempts: 1 };
        const second = await ask([
          ...question,
          { role: 'model', parts: [{ text: first.text }] },
          { role: 'user', parts: [{ text: correction(problem) }] },
        ]);
        const remaining = structured.problemWith(second.text);
        if (remaining !== null) throw new MalformedAnswerError(remaining);
        return { ...second, attempts: 2 };
      } catch (error) {
        throw toGeminiError(error, { model, abortMeans: 'timeout', signal });
      } finally {
        await files.deleteAll();
      }
    },
  };
}
