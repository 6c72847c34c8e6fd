// How the metrics are measured per request and read by Prometheus: never on the public API by default
// (product §9.9). METRICS_PORT serves them on a listener of their own; METRICS_TOKEN serves them at
// GET /api/metrics to a scraper that sends the token.
import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { API_PREFIX } from '@pastexam/api-contract';
import type { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Metrics } from '../metrics/metrics.ts';
import type { AppEnv } from './context.ts';
import { sendError } from './errors.ts';

/** Counts every answer under the route template that gave it; paths no route knows share one label. */
export const measureRequests = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now();
  await next();
  const metrics = c.get('metrics');
  if (!metrics) return;
  const route = c.get('route') ?? (c.req.path.startsWith(`${API_PREFIX}/`) ? 'unknown' : 'web app');
  metrics.request(c.req.method, route, c.res.status, (performance.now() - started) / 1000);
});

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** GET /api/metrics for a scraper sending `Authorization: Bearer <METRICS_TOKEN>`. */
export function registerMetricsRoute(api: Hono<AppEnv>, metrics: Metrics, token: string) {
  api.get('/metrics', async (c) => {
    const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    if (!sameToken(given, token)) return sendError(c, 'unauthorized', '需要正確的 METRICS_TOKEN');
    c.set('route', `${API_PREFIX}/metrics`);
    return c.body(await metrics.registry.metrics(), 200, { 'content-type': metrics.registry.contentType });
  });
}

/** GET /metrics on a port of its own; every other path is 404. */
export async function startMetricsListener(metrics: Metrics, host: string, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') return res.writeHead(404).end();
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
