import { type Access, mayManage as ownerOrAdmin } from '@pastexam/api-contract';
import { createMiddleware } from 'hono/factory';
import { authenticate } from '../auth/session/caller.ts';
import type { UserRow } from '../db/schema.ts';
import type { AppEnv } from './context.ts';
import { sendError } from './errors.ts';

/**
 * The guard a route's access asks for: any signed-in user (401 otherwise) and, for `admin`, an administrator
 * (403 otherwise). `owner-or-admin` lets every signed-in user reach the handler, which then asks `mayManage`.
 */
export function guard(access: Exclude<Access, 'guest'>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const caller = await authenticate(c.get('sessions'), c.get('env'), c.req.header('authorization'));
    if (!caller) return sendError(c, 'unauthorized');
    // Set before the admin check, so that even its refusal speaks the caller's language.
    c.set('caller', caller);
    if (access === 'admin' && !caller.user.isAdmin) return sendError(c, 'forbidden');
    await next();
  });
}

/** The second half of `owner-or-admin`: the resource's owner or an administrator. */
export function mayManage(user: UserRow, ownerId: number | null): boolean {
  return ownerOrAdmin({ id: user.id, is_admin: user.isAdmin }, ownerId);
}
