import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context.ts';

/**
 * The Content-Security-Policy of the web app, the API and the Swagger UI (docs/decisions/011): scripts only
 * from our own files and the web build's own inline scripts (by hash), never another inline one and never from
 * strings; WebAssembly may be compiled, which pdf.js needs
 * for JBIG2 and JPEG 2000 scans and colour profiles; styles from our files and the ones Mantine and React
 * write at run time; pictures from our files, data: and blob: URLs; the pdf.js worker from /assets; requests
 * to our own origin only; no plugin content and no frames at all (every PDF is drawn by our own pdf.js viewer,
 * never the browser's); no <base>, forms post to us, and no site may frame a page of ours.
 */
export function appPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    // The web build's inline scripts (the theme and the first view, in index.html) by their hashes, which its
    // seal lists: no other inline script runs.
    ["script-src 'self' 'wasm-unsafe-eval'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "worker-src 'self'",
    // Every PDF, the upload wizard's chosen file included, is drawn by our pdf.js viewer on canvases.
    "object-src 'none'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** The policy of a server that serves no web build: no inline script at all. */
export const APP_POLICY = appPolicy();

/**
 * An uploaded PDF comes from anyone. Opened on its own it runs in a sandbox with an opaque origin, with no
 * scripts, no forms and nothing loaded, so it can neither reach the API as the user nor be framed.
 */
export const PDF_POLICY = "sandbox; default-src 'none'; frame-ancestors 'none'";

/** Browsers that have seen the product over HTTPS keep to it for a year. */
const HSTS = 'max-age=31536000';

/**
 * Security headers on every answer, pages, files, API answers and errors alike, with `policy` (the app's,
 * `appPolicy`) on all but PDFs. Stored text is shown by the browser as text (React escapes it), and these make
 * sure nothing else could run if it were not.
 */
export const securityHeaders = (policy: string = APP_POLICY) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const headers = c.res.headers;
    const isPdf = (headers.get('content-type') ?? '').toLowerCase().startsWith('application/pdf');
    headers.set('Content-Security-Policy', isPdf ? PDF_POLICY : policy);
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    if (c.get('env').PUBLIC_URL.startsWith('https://')) headers.set('Strict-Transport-Security', HSTS);
  });
