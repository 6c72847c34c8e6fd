import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Context, Hono } from 'hono';
import type { AppEnv } from './context.ts';
import { chooseEncoding, etagOf, isNotModified, loadStaticFiles, type StaticFile } from './static-files.ts';

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** Vite puts a content hash in every /assets file name, so those may be cached for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The answer for one file: the best encoding the client takes, its validator, and 304 when it has it already. */
function sendFile(c: Context<AppEnv>, file: StaticFile, cacheControl: string): Response {
  const encoding = chooseEncoding(file, c.req.header('accept-encoding'));
  const etag = etagOf(file, encoding);
  const headers = new Headers({ 'Cache-Control': cacheControl, ETag: etag, Vary: 'Accept-Encoding' });
  if (isNotModified(c.req.header('if-none-match'), etag)) return new Response(null, { status: 304, headers });
  const body = file.variants[encoding] ?? file.variants.identity;
  headers.set('Content-Type', file.contentType);
  headers.set('Content-Length', String(body.byteLength));
  if (encoding !== 'identity') headers.set('Content-Encoding', encoding);
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
}

/**
 * Serves the built web app from `webDist`: its files as they are (brotli or gzip when the build stored those
 * beside them and the browser takes them), and index.html for any other page so the client-side router can
 * take over. index.html is revalidated on every visit (`no-cache` with an ETag, so an unchanged build costs a
 * 304) to pick up a new build.
 */
export function registerWebApp(app: Hono<AppEnv>, webDist: string) {
  if (!existsSync(join(webDist, 'index.html'))) {
    app.get('*', (c, next) =>
      isApiPath(c.req.path) ? next() : c.text('網頁尚未建置：請先執行 pnpm build，再重新啟動伺服器。', 503),
    );
    return;
  }
  const files = loadStaticFiles(webDist);
  const index = files.get('/index.html');
  app.get('*', async (c, next) => {
    if (isApiPath(c.req.path)) return next();
    const file = files.get(c.req.path);
    if (file) return sendFile(c, file, c.req.path.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
    // A missing script or image must stay a 404, not turn into an HTML page the browser cannot use.
    const wantsPage =
      extname(c.req.path) === '' && (c.req.header('accept') ?? '*/*').match(/text\/html|\*\/\*/);
    if (!wantsPage || !index) return next();
    return sendFile(c, index, 'no-cache');
  });
}
