import type { Part } from '@google/genai';
import { GenerationFailedError, toGeminiError } from './errors.ts';
import { openGenAi, REFUSALS } from './sdk.ts';

/** What an answer draft is asked from: the prompt, and the pictures of scanned pages it refers to. */
export type DraftInput = {
  prompt: string;
  /** PNG pictures, in the order the prompt names them. */
  images: readonly Uint8Array[];
  signal?: AbortSignal;
};

/**
 * Asks the model for an answer to one question (請 AI 試答) with the user's key: the pictures, then the prompt.
 * Answers the text; every failure is a GeminiError with a zh-TW message (a refusal is one too).
 */
export async function draftAnswer(
  options: { apiKey: string; model: string; baseUrl?: string | undefined },
  input: DraftInput,
): Promise<string> {
  const { model } = options;
  const ai = await openGenAi(options);
  const parts: Part[] = input.images.map((png) => ({
    inlineData: { mimeType: 'image/png', data: Buffer.from(png).toString('base64') },
  }));
  parts.push({ text: input.prompt });
  try {
    const response = await ai.models.generateContent({
      model,
      contents: [{ role: 'user', parts }],
      config: { temperature: 0.2, ...(input.signal ? { abortSignal: input.signal } : {}) },
    });
    const refused = new GenerationFailedError('Gemini 拒絕回答這一題，請自行作答或稍後再試');
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
