import { randomUUID } from 'node:crypto';
import { API_PREFIX, routes } from '@pastexam/api-contract';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context.ts';

/** Asked every few seconds by balancers and monitors: logged only at debug level, like the web app's files. */
const PROBE_PATHS: ReadonlySet<string> = new Set(
  [routes.health.health, routes.health.ready].map((route) => `${API_PREFIX}${route.path}`),
);

/**
 * One line per request. Only the path is logged: query strings can carry secrets (the single sign-on
 * callback's code and state), and headers carry tokens and cookies.
 */
export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const requestId = randomUUID();
  // c.get, not c.var: Hono builds a fresh object of every variable on each c.var access.
  const logger = c.get('logger').child({ reqId: requestId });
  c.set('logger', logger);
  c.header('X-Request-Id', requestId);
  const started = performance.now();
  await next();
  const entry = {
    method: c.req.method,
    path: c.req.path,
    status: c.res.status,
    ms: Math.round(performance.now() - started),
  };
  if (c.req.path.startsWith('/api/') && !PROBE_PATHS.has(c.req.path)) logger.info(entry, 'request');
  else logger.debug(entry, 'request');
});
