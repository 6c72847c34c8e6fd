import { randomBytes, timingSafeEqual } from 'node:crypto';
import { API_PREFIX, routes, XSRF_COOKIE, XSRF_HEADER } from '@pastexam/api-contract';
import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context.ts';
import { sendError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Posted by mail programs, which have no cookie (RFC 8058 one-click 取消訂閱): the signed token in the address
 * is what proves the request, and another site cannot know it.
 */
const TOKEN_PROVEN = new Set([`${API_PREFIX}${routes.notifications.unsubscribeNotificationMail.path}`]);

const TOKEN_BYTES = 32;
/** Tokens drawn per call to the system's random source: one call each was a twelfth of a cached answer's CPU. */
const TOKENS_PER_DRAW = 128;
let drawn = Buffer.alloc(0);
let used = 0;

/** A new token: 32 bytes of the system's random source, each byte given out once. */
function newToken(): string {
  if (used + TOKEN_BYTES > drawn.byteLength) {
    drawn = randomBytes(TOKEN_BYTES * TOKENS_PER_DRAW);
    used = 0;
  }
  const token = drawn.subarray(used, used + TOKEN_BYTES).toString('base64url');
  used += TOKEN_BYTES;
  return token;
}

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
    setCookie(c, XSRF_COOKIE, newToken(), {
      path: '/',
      sameSite: 'Lax',
      httpOnly: false,
      secure: c.get('env').PUBLIC_URL.startsWith('https://'),
    });
  }
  if (!SAFE_METHODS.has(c.req.method) && !TOKEN_PROVEN.has(c.req.path)) {
    const header = c.req.header(XSRF_HEADER);
    if (!cookie || !header || !sameToken(cookie, header)) return sendError(c, 'xsrf');
  }
  await next();
});
