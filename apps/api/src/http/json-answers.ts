import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { isNotModified } from './static-files.ts';

/** Below this a compressed answer saves less than the work and the header cost. */
const MIN_COMPRESS_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encoding to compress an answer with: brotli if the client takes it, else gzip, else none. */
function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => q === undefined || !/^\s*q=0(\.0*)?\s*$/.test(q))
    .map(([name]) => name);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

function compress(body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  // Answers are made per request: a middle brotli quality keeps the CPU cost to about a gzip's.
  return encoding === 'br'
    ? brotli(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
      })
    : gzipAsync(body, { level: 6 });
}

/**
 * Puts `next` in place of the answer it was made from, whose headers it already carries. Assigning over an
 * existing answer makes Hono rewrap the new body in a stream and merge the old headers in again, a measurable
 * share of a small request's time; clearing it first skips both.
 */
function replaceResponse(c: Context, next: Response): void {
  c.res = undefined;
  c.res = next;
}

/**
 * JSON answers of the API leave smaller and revalidate cheaply:
 * - a successful GET carries an ETag of its body, and a client that already has that body gets a 304 without
 *   it (the course list of a whole department is then a few bytes on a repeat visit);
 * - an answer of more than 1 kB is compressed with brotli or gzip when the client takes them.
 * Answers are per user, so they are `private`; `no-cache` makes the browser ask again each time, and the ETag
 * makes asking cheap.
 */
export const jsonAnswers = createMiddleware(async (c, next) => {
  await next();
  const response = c.res;
  if (!(response.headers.get('content-type') ?? '').startsWith('application/json')) return;
  if (response.headers.has('content-encoding') || response.body === null) return;
  const body = Buffer.from(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.append('Vary', 'Accept-Encoding');

  if (c.req.method === 'GET' && response.status === 200) {
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    headers.set('ETag', etag);
    if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'private, no-cache');
    if (isNotModified(c.req.header('if-none-match'), etag)) {
      headers.delete('Content-Type');
      headers.delete('Content-Length');
      replaceResponse(c, new Response(null, { status: 304, headers }));
      return;
    }
  }

  const encoding =
    body.byteLength >= MIN_COMPRESS_BYTES ? pickEncoding(c.req.header('accept-encoding')) : null;
  const sent = encoding ? await compress(body, encoding) : body;
  if (encoding) headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(sent.byteLength));
  replaceResponse(c, new Response(new Uint8Array(sent), { status: response.status, headers }));
});
