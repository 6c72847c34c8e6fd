import { extname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { acceptedLanguages, ENGLISH_INDEX_HTML, localeFromLanguages } from '@pastexam/api-contract/locales';
import { readWebBuild } from '@pastexam/api-contract/web-build';
import type { Context, Hono } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from './context.ts';
import { chooseEncoding, etagOf, isNotModified, type StaticFile, staticFilesOf } from './static-files.ts';

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** Vite puts a content hash in every /assets file name, so those may be cached for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The answer for one file: the best encoding the client takes, its validator, and 304 when it has it already. */
function sendFile(
  c: Context<AppEnv>,
  file: StaticFile,
  cacheControl: string,
  vary = 'Accept-Encoding',
): Response {
  const encoding = chooseEncoding(file, c.req.header('accept-encoding'));
  const etag = etagOf(file, encoding);
  const headers = new Headers({ 'Cache-Control': cacheControl, ETag: etag, Vary: vary });
  if (isNotModified(c.req.header('if-none-match'), etag)) return new Response(null, { status: 304, headers });
  const body = file.variants[encoding] ?? file.variants.identity;
  headers.set('Content-Type', file.contentType);
  headers.set('Content-Length', String(body.byteLength));
  if (encoding !== 'identity') headers.set('Content-Encoding', encoding);
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
}

/**
 * The web app a server serves, taken whole at its start and held in memory: a build written into WEB_DIST later
 * (another start, `pnpm build`, the tests) changes nothing this server sends.
 */
export type WebApp =
  | {
      kind: 'served';
      files: ReadonlyMap<string, StaticFile>;
      /** The `script-src` hashes of index.html's inline scripts, from the build's seal. */
      scriptHashes: readonly string[];
    }
  /** Pages answer 503 with `reason` (zh-TW), which says how to get a build; the API works as ever. */
  | { kind: 'unavailable'; reason: string };

const NOT_BUILT = '網頁尚未建置';
/** No build served: the pages say how to make one instead of failing blankly. */
export const NO_WEB_APP: WebApp = { kind: 'unavailable', reason: NOT_BUILT };

/** A start that cannot have a whole web build; its message says what was found and what to do. */
export class WebBuildError extends Error {
  override name = 'WebBuildError';
}

const AFTER_BUILD = '請先執行 pnpm build，再重新啟動伺服器';
/** How often a start waiting for a build looks again: each look reads the build (a few MB) once it is sealed. */
const LOOK_AGAIN_MS = 500;

export type LoadWebAppOptions = {
  logger: Logger;
  /**
   * How long to wait for a build that is being written (by another start's build or a turbo cache restore)
   * to be complete; past it, or at once when `dir` does not exist, this throws WebBuildError. Unless given,
   * this does not wait: a missing or incomplete build is not served.
   */
  waitSeconds?: number;
};

/** The web build in `dir`, taken whole (see @pastexam/api-contract/web-build), or why there is none. */
export async function loadWebApp(dir: string, options: LoadWebAppOptions): Promise<WebApp> {
  const { logger, waitSeconds } = options;
  const deadline = Date.now() + (waitSeconds ?? 0) * 1000;
  for (let waited = false; ; waited = true) {
    const build = readWebBuild(dir);
    if (build.kind === 'complete') {
      if (waited) logger.info({ dir }, 'web build complete');
      return { kind: 'served', files: staticFilesOf(build.files), scriptHashes: build.scriptHashes };
    }
    if (waitSeconds === undefined) {
      const reason = build.kind === 'absent' ? NOT_BUILT : `網頁建置不完整（${build.reason}）`;
      if (build.kind === 'incomplete') logger.warn({ dir, reason: build.reason }, 'web build not served');
      return { kind: 'unavailable', reason };
    }
    if (build.kind === 'absent') throw new WebBuildError(`${NOT_BUILT}：${dir} 不存在。${AFTER_BUILD}。`);
    if (Date.now() >= deadline) {
      throw new WebBuildError(
        `網頁建置不完整：${dir} 在 ${waitSeconds} 秒內沒有完整的建置（${build.reason}）。${AFTER_BUILD}。`,
      );
    }
    if (!waited) {
      logger.warn({ dir, reason: build.reason, waitSeconds }, 'waiting for the web build to be complete');
    }
    await sleep(LOOK_AGAIN_MS);
  }
}

/**
 * Serves the built web app: its files as they are (brotli or gzip when the build stored those beside them and
 * the browser takes them), and index.html for any other page so the client-side router can take over: the
 * build's English one (its landing page prerendered in English) to a browser asking for English first.
 * index.html is revalidated on every visit (`no-cache` with an ETag, so an unchanged build costs a 304) to pick
 * up the build of the next start.
 */
export function registerWebApp(app: Hono<AppEnv>, webApp: WebApp) {
  if (webApp.kind === 'unavailable') {
    const message = `${webApp.reason}：${AFTER_BUILD}。`;
    app.get('*', (c, next) => (isApiPath(c.req.path) ? next() : c.text(message, 503)));
    return;
  }
  const { files } = webApp;
  const index = files.get('/index.html');
  const englishIndex = files.get(`/${ENGLISH_INDEX_HTML}`);
  app.get('*', async (c, next) => {
    if (isApiPath(c.req.path)) return next();
    const file = files.get(c.req.path);
    if (file) return sendFile(c, file, c.req.path.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
    // A missing script or image must stay a 404, not turn into an HTML page the browser cannot use.
    const wantsPage =
      extname(c.req.path) === '' && (c.req.header('accept') ?? '*/*').match(/text\/html|\*\/\*/);
    if (!wantsPage || !index) return next();
    const english =
      englishIndex !== undefined &&
      localeFromLanguages(acceptedLanguages(c.req.header('accept-language'))) === 'en';
    return sendFile(c, english ? englishIndex : index, 'no-cache', 'Accept-Encoding, Accept-Language');
  });
}
