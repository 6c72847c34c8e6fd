import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { isNotModified } from './static-files.ts';

/** Below this a compressed answer saves less than the work and the header cost. */
const MIN_COMPRESS_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type JsonEncoding = 'br' | 'gzip';

/** The encoding to compress an answer with: brotli if the client takes it, else gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): JsonEncoding | null {
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

/** The encoding an answer of `bytes` leaves in for a client that accepts `acceptEncoding`. */
export function encodingFor(bytes: number, acceptEncoding: string | undefined): JsonEncoding | null {
  return bytes >= MIN_COMPRESS_BYTES ? pickEncoding(acceptEncoding) : null;
}

export function compress(body: Buffer, encoding: JsonEncoding): Promise<Buffer> {
  // Answers are made per request: a middle brotli quality keeps the CPU cost to about a gzip's.
  return encoding === 'br'
    ? brotli(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
      })
    : gzipAsync(body, { level: 6 });
}

/** The validator of a JSON body: a hash of its bytes, the same on every replica. */
export const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** How a JSON answer of the API may be kept by browsers: per user, and asked again each time (the ETag makes that cheap). */
export const JSON_CACHE_CONTROL = 'private, no-cache';

/**
 * A successful JSON answer made once and sent many times: its bytes, their ETag, and each encoding compressed
 * the first time a client asks for it. What it sends is what the API sends for the same body made afresh.
 */
export type ReadyAnswer = {
  readonly etag: string;
  readonly body: Buffer;
  /** The answer to the request of `c`: a 304 when the client has it, else its bytes in an encoding it takes. */
  send(c: Context): Promise<Response>;
};

export function readyAnswer(value: unknown): ReadyAnswer {
  const body = Buffer.from(JSON.stringify(value));
  const etag = etagOf(body);
  // Copied once into arrays of their own, so that each request sends them as they are.
  const identity = new Uint8Array(body);
  const encoded = new Map<JsonEncoding, Promise<Uint8Array<ArrayBuffer>>>();
  const bytesIn = (encoding: JsonEncoding) => {
    let bytes = encoded.get(encoding);
    if (!bytes) {
      bytes = compress(body, encoding).then((compressed) => new Uint8Array(compressed));
      encoded.set(encoding, bytes);
      // A failed compression is not kept: the next request tries again.
      bytes.catch(() => encoded.delete(encoding));
    }
    return bytes;
  };
  return {
    etag,
    body,
    async send(c) {
      const headers: Record<string, string> = {
        Vary: 'Accept-Encoding',
        ETag: etag,
        'Cache-Control': JSON_CACHE_CONTROL,
      };
      if (isNotModified(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
      const encoding = encodingFor(body.byteLength, c.req.header('accept-encoding'));
      const sent = encoding ? await bytesIn(encoding) : identity;
      if (encoding) headers['Content-Encoding'] = encoding;
      headers['Content-Type'] = 'application/json';
      headers['Content-Length'] = String(sent.byteLength);
      return c.body(sent, 200, headers);
    },
  };
}
