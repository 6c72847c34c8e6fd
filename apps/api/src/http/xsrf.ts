import { randomBytes, timingSafeEqual } from 'node:crypto';
import { XSRF_COOKIE, XSRF_HEADER } from '@pastexam/api-contract';
import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context.ts';
import { sendError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Double-submit cookie: another site can make the browser send our cookie but cannot read it, so only our
 * own pages can copy it into the header. Every state-changing request must carry both, equal.
 */
export const xsrfProtection = createMiddleware<AppEnv>(async (c, next) => {
  const cookie = getCookie(c, XSRF_COOKIE);
  if (!cookie) {
    setCookie(c, XSRF_COOKIE, randomBytes(32).toString('base64url'), {
      path: '/',
      sameSite: 'Lax',
      httpOnly: false,
      secure: c.get('env').PUBLIC_URL.startsWith('https://'),
    });
  }
  if (!SAFE_METHODS.has(c.req.method)) {
    const header = c.req.header(XSRF_HEADER);
    if (!cookie || !header || !sameToken(cookie, header)) return sendError(c, 'xsrf');
  }
  await next();
});
