import type { ServerResponse } from 'node:http';
import { z } from 'zod';

/** Gemini's error envelope (google.rpc.Status as JSON). */
export type GeminiErrorBody = {
  error: { code: number; message: string; status: string; details?: Record<string, unknown>[] };
};

export function sendJson(
  res: ServerResponse,
  httpStatus: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(httpStatus, { 'content-type': 'application/json; charset=UTF-8', ...headers });
  res.end(JSON.stringify(body));
}

export function sendError(
  res: ServerResponse,
  code: number,
  status: string,
  message: string,
  details?: Record<string, unknown>[],
) {
  const body: GeminiErrorBody = { error: { code, message, status, ...(details ? { details } : {}) } };
  sendJson(res, code, body);
}

/** The answers the real service gives, word for word where it matters to callers. */
export const errors = {
  invalidKey: (res: ServerResponse) =>
    sendError(res, 400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.', [
      {
        '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
        reason: 'API_KEY_INVALID',
        domain: 'googleapis.com',
        metadata: { service: 'generativelanguage.googleapis.com' },
      },
      {
        '@type': 'type.googleapis.com/google.rpc.LocalizedMessage',
        locale: 'en-US',
        message: 'API key not valid. Please pass a valid API key.',
      },
    ]),
  missingKey: (res: ServerResponse) =>
    sendError(
      res,
      403,
      'PERMISSION_DENIED',
      "Method doesn't allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.",
    ),
  quota: (res: ServerResponse) =>
    sendError(
      res,
      429,
      'RESOURCE_EXHAUSTED',
      'You exceeded your current quota, please check your plan and billing details. For more information on this error, head to: https://ai.google.dev/gemini-api/docs/rate-limits.',
      [
        {
          '@type': 'type.googleapis.com/google.rpc.QuotaFailure',
          violations: [
            { quotaMetric: 'generativelanguage.googleapis.com/generate_content_free_tier_requests' },
          ],
        },
        { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '21s' },
      ],
    ),
  internal: (res: ServerResponse) =>
    sendError(
      res,
      500,
      'INTERNAL',
      'An internal error has occurred. Please retry or report in https://developers.generativeai.google/guide/troubleshooting',
    ),
  overloaded: (res: ServerResponse) =>
    sendError(res, 503, 'UNAVAILABLE', 'The model is overloaded. Please try again later.'),
  notFound: (res: ServerResponse, message: string) => sendError(res, 404, 'NOT_FOUND', message),
  badRequest: (res: ServerResponse, message: string) => sendError(res, 400, 'INVALID_ARGUMENT', message),
  fileDenied: (res: ServerResponse, id: string) =>
    sendError(
      res,
      403,
      'PERMISSION_DENIED',
      `You do not have permission to access the File ${id} or it may not exist.`,
    ),
  fileNotActive: (res: ServerResponse, id: string) =>
    sendError(
      res,
      400,
      'FAILED_PRECONDITION',
      `The File ${id} is not in an ACTIVE state and usage is not allowed.`,
    ),
};

// The service accepts proto JSON in both lowerCamelCase and snake_case; the SDK sends camelCase.
const blobSchema = z.object({ mimeType: z.string(), data: z.string() });
const fileDataSchema = z.object({ fileUri: z.string(), mimeType: z.string().optional() });
const partSchema = z
  .object({
    text: z.string().optional(),
    inlineData: blobSchema.optional(),
    inline_data: z.object({ mime_type: z.string(), data: z.string() }).optional(),
    fileData: fileDataSchema.optional(),
    file_data: z.object({ file_uri: z.string(), mime_type: z.string().optional() }).optional(),
  })
  .transform((part) => ({
    text: part.text,
    inlineData:
      part.inlineData ??
      (part.inline_data ? { mimeType: part.inline_data.mime_type, data: part.inline_data.data } : undefined),
    fileData:
      part.fileData ??
      (part.file_data ? { fileUri: part.file_data.file_uri, mimeType: part.file_data.mime_type } : undefined),
  }));
export type RequestPart = z.infer<typeof partSchema>;

const contentSchema = z.object({
  role: z.string().optional(),
  parts: z
    .array(partSchema)
    .min(1, '* GenerateContentRequest.contents.parts: contents.parts must not be empty.'),
});

const generationConfigSchema = z
  .object({
    temperature: z.number().min(0).max(2).optional(),
    responseMimeType: z.string().optional(),
    response_mime_type: z.string().optional(),
    responseSchema: z.unknown().optional(),
    response_schema: z.unknown().optional(),
  })
  .loose();

export const generateContentRequestSchema = z
  .object({
    contents: z.array(contentSchema).min(1, '* GenerateContentRequest.contents: contents is not specified'),
    systemInstruction: contentSchema.optional(),
    system_instruction: contentSchema.optional(),
    generationConfig: generationConfigSchema.optional(),
    generation_config: generationConfigSchema.optional(),
  })
  .transform((body) => {
    const config = body.generationConfig ?? body.generation_config;
    return {
      contents: body.contents,
      systemInstruction: body.systemInstruction ?? body.system_instruction,
      temperature: config?.temperature ?? null,
      /** Asked for JSON (`responseMimeType: application/json`): the answer is a structured exam. */
      json: (config?.responseMimeType ?? config?.response_mime_type) === 'application/json',
      responseSchema: config?.responseSchema ?? config?.response_schema,
    };
  });
export type GenerateContentRequest = z.infer<typeof generateContentRequestSchema>;

export const uploadStartSchema = z.object({
  file: z
    .object({
      displayName: z.string().optional(),
      mimeType: z.string().optional(),
      sizeBytes: z.string().optional(),
    })
    .optional(),
});

/** Parses a JSON body; an empty body counts as `{}` as it does for the service. */
export function parseJson<T extends z.ZodType>(
  schema: T,
  raw: Buffer,
): { ok: true; value: z.infer<T> } | { ok: false; message: string } {
  let json: unknown = {};
  if (raw.length > 0) {
    try {
      json = JSON.parse(raw.toString('utf8'));
    } catch {
      return { ok: false, message: 'Invalid JSON payload received.' };
    }
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid request.' };
}

/** The models.get resource, trimmed to the fields a caller might read. */
export function modelResource(model: string) {
  return {
    name: `models/${model}`,
    version: '001',
    displayName: model,
    description: 'Fake model served on loopback for tests.',
    inputTokenLimit: 1_048_576,
    outputTokenLimit: 65_536,
    supportedGenerationMethods: ['generateContent', 'countTokens'],
    temperature: 1,
    maxTemperature: 2,
    topP: 0.95,
    topK: 64,
    thinking: true,
  };
}
