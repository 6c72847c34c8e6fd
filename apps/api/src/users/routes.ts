import { routes } from '@pastexam/api-contract';
import { deletionAudit } from '../audit/record.ts';
import type { Database } from '../db/client.ts';
import { type ApiRouter, OK, register } from '../http/register.ts';
import { Refusal } from '../refusal.ts';
import type { Passwords } from './password.ts';
import { toApiUser } from './serialize.ts';
import {
  createUser,
  deleteUser,
  listUsers,
  updateOwnLocale,
  updateOwnProfile,
  updateUser,
  userState,
} from './service.ts';

const userBefore = (db: Database, input: { params: { id: number } }) => userState(db, input.params.id);

/**
 * The signed-in user's profile, and user administration: passwords (hashed by `passwords`) never leave the
 * server. Password changes and ended sessions are signing in's business (auth/routes.ts).
 */
export function registerUserRoutes(api: ApiRouter, passwords: Passwords) {
  register(api, routes.users.me, ({ user }) => ({ status: 200, body: toApiUser(user) }));

  register(api, routes.users.updateMe, async ({ input, c, user }) => {
    const row = await updateOwnProfile(c.var.db, c.var.sessions, user, input.body);
    if (row instanceof Refusal) return row;
    c.var.logger.info({ event: 'nickname_changed', userId: user.id }, 'nickname changed');
    return { status: 200, body: toApiUser(row) };
  });

  register(api, routes.users.updateMyLocale, async ({ input, c, user }) => {
    const row = await updateOwnLocale(c.var.db, c.var.sessions, user, input.body.locale);
    if (row instanceof Refusal) return row;
    return { status: 200, body: toApiUser(row) };
  });

  register(api, routes.users.listUsers, async ({ c }) => ({
    status: 200,
    body: (await listUsers(c.var.db)).map(toApiUser),
  }));

  register(
    api,
    routes.users.createUser,
    async ({ input, c, user }) => {
      const row = await createUser(c.var.db, passwords, input.body);
      if (row instanceof Refusal) return row;
      c.var.logger.info({ event: 'user_created', userId: row.id, by: user.id }, 'user created');
      return { status: 201, body: toApiUser(row) };
    },
    { audit: { action: 'user.create', targetType: 'user' } },
  );

  register(
    api,
    routes.users.updateUser,
    async ({ input, c, user }) => {
      const { id } = input.params;
      const row = await updateUser(c.var.db, c.var.sessions, passwords, user, id, input.body);
      if (row instanceof Refusal) return row;
      const passwordReset = input.body.password !== undefined;
      c.var.logger.info({ event: 'user_updated', userId: id, by: user.id, passwordReset }, 'user updated');
      return { status: 200, body: toApiUser(row) };
    },
    {
      audit: {
        action: 'user.update',
        targetType: 'user',
        before: userBefore,
        // A new password shows as the fact that it was set, never as itself.
        after: (_db, body, _before, input) =>
          input.body.password === undefined ? body : { ...body, password_reset: true },
      },
    },
  );

  register(
    api,
    routes.users.deleteUser,
    async ({ input, c, user }) => {
      const deleted = await deleteUser(c.var.db, c.var.sessions, user, input.params.id);
      if (deleted instanceof Refusal) return deleted;
      c.var.logger.info({ event: 'user_deleted', userId: input.params.id, by: user.id }, 'user deleted');
      return { status: 200, body: OK };
    },
    { audit: deletionAudit('user.delete', 'user', userBefore) },
  );
}
