import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { compress, encodingFor, etagOf, JSON_CACHE_CONTROL } from './ready-answer.ts';
import { isNotModified } from './static-files.ts';

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
  // A ready answer (ready-answer.ts) already carries its ETag and encoding.
  if (response.headers.has('content-encoding') || response.headers.has('etag') || response.body === null)
    return;
  const body = Buffer.from(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.append('Vary', 'Accept-Encoding');

  if (c.req.method === 'GET' && response.status === 200) {
    const etag = etagOf(body);
    headers.set('ETag', etag);
    if (!headers.has('Cache-Control')) headers.set('Cache-Control', JSON_CACHE_CONTROL);
    if (isNotModified(c.req.header('if-none-match'), etag)) {
      headers.delete('Content-Type');
      headers.delete('Content-Length');
      replaceResponse(c, new Response(null, { status: 304, headers }));
      return;
    }
  }

  const encoding = encodingFor(body.byteLength, c.req.header('accept-encoding'));
  const sent = encoding ? await compress(body, encoding) : body;
  if (encoding) headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(sent.byteLength));
  replaceResponse(c, new Response(new Uint8Array(sent), { status: response.status, headers }));
});
