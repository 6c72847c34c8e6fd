import type { GenerateContentConfig, Part } from '@google/genai';
import type { GeminiSchema } from '../exam/response-schema.ts';
import { GenerationFailedError, toGeminiError } from './errors.ts';
import { openGenAi, REFUSALS } from './sdk.ts';

type AskOptions = { apiKey: string; model: string; baseUrl?: string | undefined };

/** What an answer draft is asked from: the prompt, and the pictures of scanned pages it refers to. */
export type DraftInput = {
  prompt: string;
  /** PNG pictures, in the order the prompt names them. */
  images: readonly Uint8Array[];
  signal?: AbortSignal;
};

/** One prompt about one question, answered as text, or as JSON of `responseSchema` when one is given. */
export type QuestionPromptInput = DraftInput & {
  responseSchema?: GeminiSchema;
  /** What the user reads when the model will not answer (zh-TW). */
  refusal: string;
};

/**
 * Asks the model one prompt about one question with the user's key: the pictures, then the prompt. Answers the
 * text; every failure is a GeminiError with a zh-TW message (a refusal is one too).
 */
export async function askAboutQuestion(options: AskOptions, input: QuestionPromptInput): Promise<string> {
  const { model } = options;
  const ai = await openGenAi(options);
  const parts: Part[] = input.images.map((png) => ({
    inlineData: { mimeType: 'image/png', data: Buffer.from(png).toString('base64') },
  }));
  parts.push({ text: input.prompt });
  const config: GenerateContentConfig = {
    temperature: 0.2,
    ...(input.responseSchema
      ? { responseMimeType: 'application/json', responseSchema: input.responseSchema }
      : {}),
    ...(input.signal ? { abortSignal: input.signal } : {}),
  };
  try {
    const response = await ai.models.generateContent({ model, contents: [{ role: 'user', parts }], config });
    const refused = new GenerationFailedError(input.refusal);
    if (response.promptFeedback?.blockReason) throw refused;
    const candidate = response.candidates?.[0];
    const text = (candidate?.content?.parts ?? [])
      .filter((part) => typeof part.text === 'string' && !part.thought)
      .map((part) => part.text)
      .join('')
      .trim();
    if (text === '') {
      const reason = candidate?.finishReason;
      if (reason !== undefined && REFUSALS.has(reason)) throw refused;
      throw new GenerationFailedError('Gemini 沒有產生任何內容，請稍後再試');
    }
    return text;
  } catch (error) {
    throw toGeminiError(error, { model, abortMeans: 'timeout', signal: input.signal });
  }
}

/** Asks the model for an answer to one question (請 AI 試答): Markdown text. */
export function draftAnswer(options: AskOptions, input: DraftInput): Promise<string> {
  return askAboutQuestion(options, { ...input, refusal: 'Gemini 拒絕回答這一題，請自行作答或稍後再試' });
}
