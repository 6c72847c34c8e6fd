// The contract's typed caller over a Playwright request context: specs and helpers name a route and its
// input, and never write a path or parse a body by hand. The context keeps the XSRF cookie in its jar, so
// only the header needs adding.

import { type ApiClient, createApiClient } from '@pastexam/api/testing';
import { API_PREFIX, routes, XSRF_COOKIE, XSRF_HEADER } from '@pastexam/api-contract';
import type { APIRequestContext } from '@playwright/test';

/** Statuses whose responses carry no body; `Response` refuses one. */
const NO_BODY = new Set([101, 204, 205, 304]);

/** The XSRF double-submit header: the context fetches the cookie once, then it is echoed in the header. */
export async function xsrfHeader(request: APIRequestContext): Promise<Record<string, string>> {
  const find = async () =>
    (await request.storageState()).cookies.find((cookie) => cookie.name === XSRF_COOKIE);
  let cookie = await find();
  if (!cookie) {
    await request.get(`${API_PREFIX}${routes.auth.appConfig.path}`);
    cookie = await find();
  }
  if (!cookie) throw new Error(`the server set no ${XSRF_COOKIE} cookie`);
  return { [XSRF_HEADER]: cookie.value };
}

/** The typed caller whose requests go through `request` (and so through the test's base URL). */
export function api(request: APIRequestContext): ApiClient {
  return createApiClient(
    async (sent) => {
      const url = new URL(sent.url);
      const answer = await request.fetch(`${url.pathname}${url.search}`, {
        method: sent.method,
        headers: Object.fromEntries(sent.headers),
        data: sent.body ? Buffer.from(await sent.arrayBuffer()) : undefined,
        maxRedirects: 0,
      });
      const status = answer.status();
      return new Response(NO_BODY.has(status) ? null : new Uint8Array(await answer.body()), {
        status,
        headers: answer.headers(),
      });
    },
    { xsrfHeaders: () => xsrfHeader(request) },
  );
}
