import { extname } from 'node:path';
import type { BuiltFile } from '@pastexam/api-contract/web-build';

/** The encodings a static file may be stored in beside itself (`app.js.br`, `app.js.gz`), best first. */
export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;
export type Encoding = (typeof PRECOMPRESSED)[number]['encoding'] | 'identity';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

/** One file of the build and the variants stored beside it, read into memory once. */
export type StaticFile = {
  contentType: string;
  /** The bytes of each stored encoding; `identity` is always there. */
  variants: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
  /** A hash of the content; each encoding's validator adds its name (`etagOf`). */
  hash: string;
};

/**
 * Every file of a complete web build by its URL path (`/assets/index-abc.js`), with the precompressed variants
 * the build wrote beside it. The build is small (a few MB) and read once at the start, so it is held in memory:
 * a request costs a map lookup, not a disk read, and a build written meanwhile changes nothing served.
 */
export function staticFilesOf(build: ReadonlyMap<string, BuiltFile>): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const [path, { bytes, hash }] of build) {
    if (
      PRECOMPRESSED.some(({ suffix }) => path.endsWith(suffix) && build.has(path.slice(0, -suffix.length)))
    ) {
      continue;
    }
    const variants: StaticFile['variants'] = { identity: bytes };
    for (const { encoding, suffix } of PRECOMPRESSED) {
      const variant = build.get(path + suffix);
      if (variant) variants[encoding] = variant.bytes;
    }
    files.set(`/${path}`, {
      contentType: CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
      variants,
      hash: hash.slice(0, 27),
    });
  }
  return files;
}

/** The q-value a client gives an encoding in `Accept-Encoding` (RFC 9110 §12.5.3); 0 when it refuses it. */
function quality(accept: string, encoding: string): number {
  let wildcard: number | null = null;
  for (const part of accept.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const value = q === undefined ? 1 : Number(q);
    if (name === encoding) return Number.isFinite(value) ? value : 0;
    if (name === '*') wildcard = Number.isFinite(value) ? value : 0;
  }
  return wildcard ?? 0;
}

/** The best stored encoding the client accepts: brotli, then gzip, else the file as it is. */
export function chooseEncoding(file: StaticFile, acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  let best: Encoding = 'identity';
  let bestQ = 0;
  for (const { encoding } of PRECOMPRESSED) {
    const q = quality(acceptEncoding, encoding);
    if (file.variants[encoding] && q > bestQ) {
      best = encoding;
      bestQ = q;
    }
  }
  return best;
}

/** The strong validator of one encoding of a file: different bytes, different tag. */
export function etagOf(file: StaticFile, encoding: Encoding): string {
  return encoding === 'identity' ? `"${file.hash}"` : `"${file.hash}-${encoding}"`;
}

/** True when `If-None-Match` names the file's validator (weakly, as RFC 9110 asks for GET). */
export function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}
