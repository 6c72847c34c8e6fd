import { type ErrorCode, errorBodySchema } from './errors.ts';
import type { Route, RouteErrorCode, RouteInput, RouteOutput, RouteSpec } from './route.ts';

/**
 * The transport-free half of the typed caller: how a route and its input become a request, and how an answer
 * becomes the route's output or an `ApiError`. The web app runs it over ky, the server's tests over the app
 * in-process; neither builds a path or parses a body itself.
 */

/** A request ready for any fetch-like transport; `path` has no API prefix and no leading slash. */
export type PreparedRequest = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** The query string without `?`, empty when there is none. */
  search: string;
  body?: string | URLSearchParams | FormData;
  /** Set for JSON bodies; form and multipart bodies let the transport set their own. */
  contentType?: 'application/json';
};

/** An error answer of the API: its status, its code from the contract and its zh-TW detail. */
export class ApiError<C extends ErrorCode = ErrorCode> extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    /** null when the answer did not carry the error envelope (e.g. a proxy's error page). */
    readonly code: C | null,
    readonly detail: string,
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

function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.slice(1).replaceAll(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new TypeError(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

function toSearch(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  return search.toString();
}

function toFormData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    form.set(name, value instanceof Blob ? value : String(value));
  }
  return form;
}

function toUrlEncoded(body: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(body)) {
    if (value !== undefined && value !== null) form.set(name, String(value));
  }
  return form;
}

/** The request for calling `route` with `input`. */
export function prepareRequest<R extends RouteSpec>(route: Route<R>, input: RouteInput<R>): PreparedRequest {
  const parts = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const prepared: PreparedRequest = {
    method: route.method.toUpperCase() as PreparedRequest['method'],
    path: fillPath(route.path, parts.params),
    search: toSearch(parts.query),
  };
  if (route.body && parts.body !== undefined) {
    const body = parts.body as Record<string, unknown>;
    if (route.body.encoding === 'json') {
      prepared.body = JSON.stringify(body);
      prepared.contentType = 'application/json';
    } else {
      prepared.body = route.body.encoding === 'form' ? toUrlEncoded(body) : toFormData(body);
    }
  }
  return prepared;
}

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
  return body.success
    ? new ApiError(response.status, body.data.code, body.data.detail)
    : new ApiError(response.status, null, fallback);
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
