import type { ErrorCode } from './errors.ts';
import type { ErrorCodeOf, Route, RouteErrorCode, RouteSpec } from './route.ts';

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
 * True when `error` is an error answer of `route` carrying one of the codes the route declares, or `code`
 * itself when given; the code is narrowed to those. A code the route never answers does not compile.
 */
export function isRouteError<R extends RouteSpec, C extends RouteErrorCode<R> = RouteErrorCode<R>>(
  error: unknown,
  route: Route<R>,
  code?: C,
): error is ApiError<C> & { code: C } {
  const answered = routeErrorCode(error, route);
  return answered !== null && (code === undefined || answered === code);
}

/**
 * The code of `error` when it is an error answer of `routes` (one route, or any of several a screen calls)
 * with a code they declare; null for anything else (no answer, no envelope, a code none of them declares).
 * The only codes a caller may compare it with are those the routes can answer.
 */
export function routeErrorCode<T extends Route>(
  error: unknown,
  routes: T | readonly T[],
): ErrorCodeOf<T> | null {
  if (!(error instanceof ApiError) || error.code === null) return null;
  const { code } = error;
  const declared = ([] as readonly Route[]).concat(routes).some((route) => route.errorCodes.includes(code));
  return declared ? (code as ErrorCodeOf<T>) : null;
}

/** The answer did not match the contract: a server or contract bug, never the user's doing. */
export class ContractViolationError extends Error {
  override name = 'ContractViolationError';
}
