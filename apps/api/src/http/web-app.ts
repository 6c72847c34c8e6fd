import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './context.ts';

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * Serves the built web app from `webDist`: its files as they are, and index.html for any other page so the
 * client-side router can take over. Vite puts a content hash in every /assets file name, so those may be
 * cached for good; index.html must be revalidated to pick up a new build.
 */
export function registerWebApp(app: Hono<AppEnv>, webDist: string) {
  const indexPath = join(webDist, 'index.html');
  if (!existsSync(indexPath)) {
    app.get('*', (c, next) =>
      isApiPath(c.req.path) ? next() : c.text('網頁尚未建置：請先執行 pnpm build，再重新啟動伺服器。', 503),
    );
    return;
  }
  const files = serveStatic({ root: webDist });
  app.get('*', async (c, next) => {
    if (isApiPath(c.req.path)) return next();
    const response = await files(c, next);
    // Without a file, serveStatic has passed the request on and its result is not a Response.
    if (!(response instanceof Response)) return;
    response.headers.set(
      'Cache-Control',
      c.req.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    return response;
  });
  app.get('*', async (c, next) => {
    // A missing script or image must stay a 404, not turn into an HTML page the browser cannot use.
    const wantsPage =
      extname(c.req.path) === '' && (c.req.header('accept') ?? '*/*').match(/text\/html|\*\/\*/);
    if (isApiPath(c.req.path) || !wantsPage) return next();
    c.header('Cache-Control', 'no-cache');
    return c.html(await readFile(indexPath, 'utf8'));
  });
}
