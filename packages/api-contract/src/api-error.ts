import type { ErrorCode } from './errors.ts';
import type { Route, RouteErrorCode, RouteSpec } from './route.ts';

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

/** True when `error` is an error answer of `route`, with its code narrowed to those the route declares. */
export function isRouteError<R extends RouteSpec>(
  error: unknown,
  _route: Route<R>,
): error is ApiError<RouteErrorCode<R>> {
  return error instanceof ApiError;
}

/** The answer did not match the contract: a server or contract bug, never the user's doing. */
export class ContractViolationError extends Error {
  override name = 'ContractViolationError';
}
