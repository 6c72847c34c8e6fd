import type { Route, RouteParsedInput, RouteSpec } from '@pastexam/api-contract';
import type { Context } from 'hono';
import type { z } from 'zod';
import { fail, Refusal } from '../refusal.ts';

/** Details of `invalid_input` for a body that could not be read at all, before any field was looked at. */
export const INVALID_JSON = '請求內容不是有效的 JSON';
export const UNSUPPORTED_CONTENT_TYPE = '請求內容的格式不支援';

/** Issues whose zod message does not say which field it is about; the contract's own messages do. */
const GENERIC_ISSUES = new Set(['invalid_type', 'invalid_value', 'invalid_union', 'unrecognized_keys']);

/** The first problem with the input, in zh-TW, naming the field when the message alone would not. */
export function describeIssues(error: z.ZodError): string | undefined {
  const [issue] = error.issues;
  if (!issue) return undefined;
  const field = issue.path.map(String).join('.');
  return field && GENERIC_ISSUES.has(issue.code) ? `${field}：${issue.message}` : issue.message;
}

/** The media types each body encoding accepts. */
const accepted: Record<BodySpec['encoding'], readonly string[]> = {
  json: ['application/json'],
  form: ['application/x-www-form-urlencoded', 'multipart/form-data'],
  multipart: ['multipart/form-data'],
};

type BodySpec = NonNullable<RouteSpec['body']>;

type Read = { value: unknown } | Refusal<'invalid_input'>;

/** The body as sent, before its schema looks at it, or why it cannot be read. */
async function readBody(c: Context, spec: BodySpec): Promise<Read> {
  const mediaType = (c.req.header('content-type') ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
  const isJson = mediaType === 'application/json' || /^application\/[\w.-]+\+json$/.test(mediaType);
  if (!(accepted[spec.encoding].includes(mediaType) || (spec.encoding === 'json' && isJson))) {
    return fail('invalid_input', UNSUPPORTED_CONTENT_TYPE);
  }
  try {
    if (spec.encoding === 'json') return { value: await c.req.json() };
    // A multipart field sent more than once (an upload's images) is a list, in the order sent.
    return { value: await c.req.parseBody({ all: spec.encoding === 'multipart' }) };
  } catch (error) {
    // JSON.parse throws SyntaxError, a malformed multipart body a TypeError; anything else is ours.
    if (error instanceof SyntaxError) return fail('invalid_input', INVALID_JSON);
    if (error instanceof TypeError) return fail('invalid_input');
    throw error;
  }
}

function check(schema: z.ZodType | undefined, value: unknown): Read {
  if (!schema) return { value: {} };
  const parsed = schema.safeParse(value);
  return parsed.success ? { value: parsed.data } : fail('invalid_input', describeIssues(parsed.error));
}

/**
 * The route's params, query and body, each parsed by its schema, or `invalid_input` with the first
 * problem's zh-TW message. Params come first: a path that names nothing need not have its body read.
 */
export async function parseInput<R extends RouteSpec>(
  c: Context,
  route: Route<R>,
): Promise<RouteParsedInput<R> | Refusal<'invalid_input'>> {
  const params = check(route.params, c.req.param());
  if (params instanceof Refusal) return params;
  const query = check(route.query, c.req.query());
  if (query instanceof Refusal) return query;
  let body: Read = { value: undefined };
  if (route.body) {
    const raw = await readBody(c, route.body);
    body = raw instanceof Refusal ? raw : check(route.body.schema, raw.value);
  }
  if (body instanceof Refusal) return body;
  // Each part was parsed by the very schema RouteParsedInput<R> is derived from.
  return { params: params.value, query: query.value, body: body.value } as RouteParsedInput<R>;
}
