import { ApiError, ContractViolationError } from './api-error.ts';
import { errorBodySchema } from './errors.ts';
import type { Route, RouteOutput, RouteSpec } from './route.ts';

/**
 * The transport-free half of the typed caller: how a route and its input become a request (`request.ts`), and
 * how an answer becomes the route's output or an `ApiError` (here). The web app runs it over ky, the server's
 * tests over the app in-process; neither builds a path or parses a body itself.
 */

export { ApiError, ContractViolationError, routeErrorCode } from './api-error.ts';
export { type PreparedRequest, prepareRequest } from './request.ts';

/** The error an answer carries; `fallback` is the detail when it has no envelope. */
export async function readError(response: Response, fallback: string): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: a proxy's page or an empty body.
  }
  const body = errorBodySchema.safeParse(parsed);
  const retryAfter = Number.parseInt(response.headers.get('retry-after') ?? '', 10);
  const wait = Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : null;
  return body.success
    ? new ApiError(response.status, body.data.code, body.data.detail, wait)
    : new ApiError(response.status, null, fallback, wait);
}

/**
 * A successful answer as the route's output: the JSON body parsed by the schema of its status, or the
 * response itself for files and redirects. An undeclared status or a body the schema refuses is a
 * ContractViolationError.
 */
export async function readSuccess<R extends RouteSpec>(
  route: Route<R>,
  response: Response,
): Promise<RouteOutput<R>> {
  const spec = (route.responses as Partial<Record<number, RouteSpec['responses'][200]>>)[response.status];
  if (!spec) {
    throw new ContractViolationError(
      `${route.method} ${route.path} answered undeclared status ${response.status}`,
    );
  }
  if (spec.kind !== 'json') return response as RouteOutput<R>;
  const parsed = spec.schema.safeParse(await response.json());
  if (!parsed.success) {
    throw new ContractViolationError(`${route.method} ${route.path} answered a body its schema refuses`, {
      cause: parsed.error,
    });
  }
  return parsed.data as RouteOutput<R>;
}
