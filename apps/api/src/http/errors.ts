import { type ErrorBody, type ErrorCode, errorCatalogue } from '@pastexam/api-contract';
import type { Context } from 'hono';

/** Answers with the contract's error envelope: the code's status, and its message unless `detail` is given. */
export function sendError(c: Context, code: ErrorCode, detail?: string): Response {
  const { status, message } = errorCatalogue[code];
  return c.json({ detail: detail ?? message, code } satisfies ErrorBody, status);
}
