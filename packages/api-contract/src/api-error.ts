import type { ErrorCode } from './errors.ts';
import type { ErrorCodeOf, Route } from './route.ts';

// The errors a call can end with. Kept apart from the schemas, so code that only tells errors apart (the web
// app's retry rule, on its first page) does not load zod.

/** An error answer of the API: its status, its code from the contract and its zh-TW detail. */
export class ApiError<C extends ErrorCode = ErrorCode> extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    /** null when the answer did not carry the error envelope (e.g. a proxy's error page). */
    readonly code: C | null,
    readonly detail: string,
    /** How long to wait before asking again, in seconds, when the answer said (429's Retry-After). */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(detail);
  }
}

/**
 * The code of `error` when it is an error answer of `routes` (one route, or any of the few a screen calls), typed
 * by the codes they declare, so that a caller compares it only with those: a misspelled code, or one the routes
 * never answer, does not compile. The server sends no other (its registrar refuses to). Null when no answer
 * came or it carried no code.
 */
export function routeErrorCode<T extends Route>(
  error: unknown,
  _routes: T | readonly T[],
): ErrorCodeOf<T> | null {
  return error instanceof ApiError ? (error.code as ErrorCodeOf<T> | null) : null;
}

/** The answer did not match the contract: a server or contract bug, never the user's doing. */
export class ContractViolationError extends Error {
  override name = 'ContractViolationError';
}
