import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { AppEnv } from './context.ts';
import { apiErrors, sendError } from './errors.ts';

/** Issues whose zod message does not say which field it is about; the contract's own messages do. */
const GENERIC_ISSUES = new Set(['invalid_type', 'invalid_value', 'invalid_union', 'unrecognized_keys']);

/** The first problem with the input, in zh-TW, naming the field when the message alone would not. */
export function describeIssues(error: z.ZodError): string {
  const [issue] = error.issues;
  if (!issue) return apiErrors.invalidInput.detail;
  const field = issue.path.map(String).join('.');
  return field && GENERIC_ISSUES.has(issue.code) ? `${field}：${issue.message}` : issue.message;
}

/** Every contract route's validation failure becomes 400 { detail, code: 'invalid_input' }. */
export function validationHook(
  result: { success: true } | { success: false; error: z.ZodError },
  c: Context,
) {
  if (!result.success) return sendError(c, apiErrors.invalidInput, describeIssues(result.error));
}

/** Unknown /api paths answer in JSON like every other API error; other paths get a plain page. */
export const notFound: NotFoundHandler<AppEnv> = (c) =>
  c.req.path === '/api' || c.req.path.startsWith('/api/')
    ? sendError(c, apiErrors.notFound)
    : c.text('找不到此頁面', 404);

/** Framework-level rejections of the request, mapped onto our error envelope. */
function fromHttpException(c: Context, error: HTTPException) {
  switch (error.status) {
    case 400:
      return sendError(c, /JSON/i.test(error.message) ? apiErrors.invalidJson : apiErrors.invalidInput);
    case 413:
      return sendError(c, apiErrors.payloadTooLarge);
    case 415:
      return sendError(c, apiErrors.unsupportedContentType);
    case 401:
      return sendError(c, apiErrors.unauthorized);
    case 403:
      return sendError(c, apiErrors.forbidden);
    case 404:
      return sendError(c, apiErrors.notFound);
    default:
      return error.status < 500
        ? c.json({ detail: '無法處理此請求', code: 'bad_request' }, error.status)
        : null;
  }
}

/**
 * Drizzle puts the query's parameters into its error message; they may hold a password hash, so only the
 * statement and the driver's own error are logged.
 */
function describeForLog(error: unknown) {
  if (!(error instanceof Error)) return { message: String(error) };
  const query = 'query' in error && typeof error.query === 'string' ? error.query : undefined;
  const cause = error.cause instanceof Error ? `${error.cause.name}: ${error.cause.message}` : undefined;
  const message = query ? 'database query failed' : error.message;
  const stack = query ? undefined : error.stack;
  return { type: error.name, message, query, cause, stack };
}

/** Bad input never reaches here as a 500; what does is a bug, logged in full and answered without details. */
export function createErrorHandler(rootLogger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof HTTPException) {
      const response = fromHttpException(c, error);
      if (response) return response;
    }
    const logger = c.var.logger ?? rootLogger;
    logger.error({ err: describeForLog(error), method: c.req.method, path: c.req.path }, 'unhandled error');
    return sendError(c, apiErrors.internal);
  };
}
