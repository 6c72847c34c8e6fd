import type { Route, RouteInput, RouteSpec } from './route.ts';

// How a route and its input become a request. Needs no schema, so it stays out of zod's way.

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

/** A multipart body: a list is its field repeated, in order (an upload's images). */
function toFormData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      form.append(name, item instanceof Blob ? item : String(item));
    }
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
