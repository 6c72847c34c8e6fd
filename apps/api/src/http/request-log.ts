import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context.ts';

/**
 * A request that took longer than this (from its arrival until its answer began) is logged at info: the server
 * is slow, or a client is. Downloads stream after that point, so their size does not count.
 */
export const SLOW_REQUEST_MS = 1000;

/**
 * The level of a request's line. Only what an operator should look at reaches info: a failure of ours (5xx, a
 * warning) and a slow answer. Every other request, a refusal (4xx) included, is routine and logged at debug:
 * the metrics count them, and the areas log what matters of them (a failed sign-in, a change) themselves.
 */
export function requestLogLevel(status: number, ms: number): 'warn' | 'info' | 'debug' {
  if (status >= 500) return 'warn';
  return ms >= SLOW_REQUEST_MS ? 'info' : 'debug';
}

/**
 * One line per request, at requestLogLevel's level. Only the path is logged: query strings can carry secrets
 * (the single sign-on callback's code and state), and headers carry tokens and cookies.
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
  const level = requestLogLevel(entry.status, entry.ms);
  logger[level](entry, level === 'info' ? 'slow request' : 'request');
});
