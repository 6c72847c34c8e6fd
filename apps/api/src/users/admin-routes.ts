import { userRoutes } from '@pastexam/api-contract';
import type { Context } from 'hono';
import { adminOnly } from '../auth/middleware.ts';
import type { ApiRouter } from '../http/context.ts';
import { sendError } from '../http/errors.ts';
import {
  createAdminLocalUser,
  DuplicateUserFieldError,
  deleteUserById,
  listAllUsers,
  updateUserFields,
} from './admin-repository.ts';
import { userAdminErrors } from './errors.ts';
import { findUserById, toApiUser } from './repository.ts';

function sendDuplicate(c: Context, error: DuplicateUserFieldError) {
  return sendError(
    c,
    error.field === 'name' ? userAdminErrors.duplicateName : userAdminErrors.duplicateEmail,
  );
}

/** User administration: admins list, create, edit and delete accounts; passwords never leave the server. */
export function registerUserAdminRoutes(api: ApiRouter) {
  api.openapi(adminOnly(userRoutes.listUsers), async (c) =>
    c.json((await listAllUsers(c.var.db)).map(toApiUser), 200),
  );

  api.openapi(adminOnly(userRoutes.createUser), async (c) => {
    const { name, email, password, is_admin } = c.req.valid('json');
    try {
      const row = await createAdminLocalUser(c.var.db, { name, email, password, isAdmin: is_admin });
      c.var.logger.info({ event: 'user_created', userId: row.id, by: c.var.user.id }, 'user created');
      return c.json(toApiUser(row), 201);
    } catch (error) {
      if (error instanceof DuplicateUserFieldError) return sendDuplicate(c, error);
      throw error;
    }
  });

  api.openapi(adminOnly(userRoutes.updateUser), async (c) => {
    const { db, user: me } = c.var;
    const { id } = c.req.valid('param');
    const { name, email, password, is_admin } = c.req.valid('json');
    const target = await findUserById(db, id);
    if (!target) return sendError(c, userAdminErrors.userNotFound);
    if (target.id === me.id && is_admin === false) return sendError(c, userAdminErrors.cannotDemoteSelf);
    if (password !== undefined && target.authProvider !== 'local') {
      return sendError(c, userAdminErrors.ssoPassword);
    }
    try {
      const row = await updateUserFields(db, id, { name, email, password, isAdmin: is_admin });
      if (!row) return sendError(c, userAdminErrors.userNotFound);
      c.var.logger.info(
        { event: 'user_updated', userId: id, by: me.id, passwordReset: password !== undefined },
        'user updated',
      );
      return c.json(toApiUser(row), 200);
    } catch (error) {
      if (error instanceof DuplicateUserFieldError) return sendDuplicate(c, error);
      throw error;
    }
  });

  api.openapi(adminOnly(userRoutes.deleteUser), async (c) => {
    const { id } = c.req.valid('param');
    if (id === c.var.user.id) return sendError(c, userAdminErrors.cannotDeleteSelf);
    if (!(await deleteUserById(c.var.db, id))) return sendError(c, userAdminErrors.userNotFound);
    c.var.logger.info({ event: 'user_deleted', userId: id, by: c.var.user.id }, 'user deleted');
    return c.json({ ok: true as const }, 200);
  });
}
