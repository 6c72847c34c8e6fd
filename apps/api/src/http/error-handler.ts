import type { ErrorCode } from '@pastexam/api-contract';
import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from 'pino';
import type { DatabaseOutage } from '../db/outage.ts';
import type { AppEnv } from './context.ts';
import { sendError } from './errors.ts';

/** Unknown /api paths answer in JSON like every other API error; other paths get a plain page. */
export const notFound: NotFoundHandler<AppEnv> = (c) =>
  c.req.path === '/api' || c.req.path.startsWith('/api/')
    ? sendError(c, 'not_found')
    : c.text('找不到此頁面', 404);

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

/** A framework's own refusal (a middleware's HTTPException), as the code of the same meaning. */
const frameworkRefusals: Partial<Record<number, ErrorCode>> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  413: 'payload_too_large',
};

/** How soon a client may ask again while the database is unreachable: a restart takes a few seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Bad input and refusals never reach here: the registrar answers them. What does is an unreachable database
 * (503 with Retry-After, logged once per outage by `outage`) or a bug (or a framework refusal of a request no
 * route parsed), logged in full and answered without details.
 */
export function createErrorHandler(rootLogger: Logger, outage: DatabaseOutage): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      return sendError(c, frameworkRefusals[error.status] ?? 'invalid_input');
    }
    if (outage.report(error)) {
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendError(c, 'database_unavailable');
    }
    const logger = c.var.logger ?? rootLogger;
    logger.error({ err: describeForLog(error), method: c.req.method, path: c.req.path }, 'unhandled error');
    return sendError(c, 'internal_error');
  };
}
