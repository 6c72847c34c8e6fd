import type * as GenAi from '@google/genai';

/**
 * The Gemini SDK, loaded the first time a user's key is used. It is about a megabyte of JavaScript that costs a
 * server's start some 170 ms, and most starts never call Gemini.
 */
let loaded: typeof GenAi | undefined;

async function sdk(): Promise<typeof GenAi> {
  loaded ??= await import('@google/genai');
  return loaded;
}

export type SdkOptions = { apiKey: string; baseUrl?: string | undefined };

/** The SDK's client for one key. */
export async function openGenAi(options: SdkOptions): Promise<GenAi.GoogleGenAI> {
  const { GoogleGenAI } = await sdk();
  return new GoogleGenAI({
    apiKey: options.apiKey,
    // Explicit, so GOOGLE_GENAI_USE_VERTEXAI in the environment cannot send the key elsewhere.
    vertexai: false,
    ...(options.baseUrl ? { httpOptions: { baseUrl: options.baseUrl } } : {}),
  });
}

/** Whether `error` is the SDK's ApiError; none can exist before the SDK is loaded. */
export function isApiError(error: unknown): error is GenAi.ApiError {
  return loaded !== undefined && error instanceof loaded.ApiError;
}

/** Why a candidate came back empty when the model would not answer (the SDK's FinishReason values). */
export const REFUSALS: ReadonlySet<string> = new Set<`${GenAi.FinishReason}`>([
  'SAFETY',
  'RECITATION',
  'BLOCKLIST',
  'PROHIBITED_CONTENT',
  'SPII',
]);
