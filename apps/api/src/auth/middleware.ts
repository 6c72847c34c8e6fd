import type { RouteConfig } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import type { UserRow } from '../db/schema.ts';
import type { AppEnv } from '../http/context.ts';
import { apiErrors, sendError } from '../http/errors.ts';
import { findUserById } from '../users/repository.ts';
import { isRevoked, type VerifiedToken, verifyToken } from './tokens.ts';

/** What a guarded route finds in its context. */
export type AuthedEnv = AppEnv & { Variables: { user: UserRow; token: VerifiedToken } };

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Lets the request through only with a valid, unrevoked bearer token of a user who still exists, and puts
 * that user's current database row (not the token's claims) in the context.
 */
export const requireUser = createMiddleware<AuthedEnv>(async (c, next) => {
  const match = BEARER.exec(c.req.header('authorization') ?? '');
  const token = match?.[1] ? await verifyToken(c.var.env, match[1]) : null;
  if (!token || (await isRevoked(c.var.db, token.jti))) return sendError(c, apiErrors.unauthorized);
  const user = await findUserById(c.var.db, token.userId);
  if (!user) return sendError(c, apiErrors.unauthorized);
  c.set('user', user);
  c.set('token', token);
  await next();
});

/** requireUser, then only admins. */
export const requireAdmin = createMiddleware<AuthedEnv>(async (c, next) =>
  requireUser(c, async () => {
    if (!c.var.user.isAdmin) {
      c.res = sendError(c, apiErrors.forbidden);
      return;
    }
    await next();
  }),
);

/** A contract route guarded by requireUser; its handler sees `c.var.user`. */
export function signedIn<R extends RouteConfig>(route: R) {
  return { ...route, middleware: requireUser };
}

/** A contract route guarded by requireAdmin. */
export function adminOnly<R extends RouteConfig>(route: R) {
  return { ...route, middleware: requireAdmin };
}
