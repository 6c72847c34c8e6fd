/**
 * What the contract takes from `@hono/zod-openapi`, for the browser build only (vite.config.ts aliases it here).
 *
 * The real module calls `extendZodWithOpenApi(z)` with the whole `z` namespace, so the bundler must keep every
 * member of it: every zod locale, the JIT compiler and the JSON-schema tools, about 70 kB gzip of a first
 * page load that only parses responses. `extendZodWithOpenApi` touches nothing but `ZodType` (it patches its
 * prototype with `.openapi()`), so handing it just that keeps `.openapi()` working the same while the rest of
 * zod stays tree-shakable. The server keeps the real module; it alone builds the OpenAPI document.
 */
import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { ZodType, z } from 'zod';

// The cast only narrows what the function is declared to read; if a release starts to read more, every web
// test that loads a contract schema fails at once with a TypeError, not silently.
extendZodWithOpenApi({ ZodType } as typeof z);

export { z };

type RouteConfig = { path: string };

/** The same object `@hono/zod-openapi`'s `createRoute` makes: the config plus Hono's `:param` form of its path. */
export function createRoute<R extends RouteConfig>(routeConfig: R): R & { getRoutingPath(): string } {
  const route = { ...routeConfig, getRoutingPath: () => routeConfig.path.replaceAll(/\/{(.+?)}/g, '/:$1') };
  return Object.defineProperty(route, 'getRoutingPath', { enumerable: false });
}
