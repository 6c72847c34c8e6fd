import { routes } from '@pastexam/api-contract';
import { deletionAudit } from '../audit/record.ts';
import { userState } from '../audit/states.ts';
import { TooManyAttempts } from '../auth/rate-limit.ts';
import { changeOwnPassword, endAllSessions } from '../auth/service.ts';
import type { Database } from '../db/client.ts';
import { clientIp } from '../http/client-ip.ts';
import { type ApiRouter, OK, register } from '../http/register.ts';
import { fail, Refusal } from '../refusal.ts';
import { toApiUser } from './serialize.ts';
import { createUser, deleteUser, listUsers, updateOwnProfile, updateUser } from './service.ts';

const userBefore = (db: Database, input: { params: { id: number } }) => userState(db, input.params.id);

/** The signed-in user, and user administration: passwords never leave the server. */
export function registerUserRoutes(api: ApiRouter) {
  register(api, routes.users.me, ({ user }) => ({ status: 200, body: toApiUser(user) }));

  register(api, routes.users.updateMe, async ({ input, c, user }) => {
    const row = await updateOwnProfile(c.var.db, c.var.sessions, user, input.body);
    if (row instanceof Refusal) return row;
    c.var.logger.info({ event: 'nickname_changed', userId: user.id }, 'nickname changed');
    return { status: 200, body: toApiUser(row) };
  });

  register(api, routes.users.changeOwnPassword, async ({ input, c, user }) => {
    const { db, env, logger, sessions } = c.var;
    const caller = { user, ip: clientIp(c, env.TRUST_PROXY) };
    const outcome = await changeOwnPassword(db, sessions, env, caller, input.body);
    if (outcome instanceof TooManyAttempts) c.header('Retry-After', String(outcome.retryAfterSeconds));
    if (outcome instanceof Refusal) {
      logger.info({ event: 'password_change_refused', userId: user.id, code: outcome.code }, 'refused');
      return outcome;
    }
    logger.info({ event: 'password_changed', userId: user.id }, 'password changed; other sessions ended');
    return { status: 200, body: { access_token: outcome.accessToken, token_type: 'bearer' as const } };
  });

  register(api, routes.users.listUsers, async ({ c }) => ({
    status: 200,
    body: (await listUsers(c.var.db)).map(toApiUser),
  }));

  register(
    api,
    routes.users.createUser,
    async ({ input, c, user }) => {
      const row = await createUser(c.var.db, input.body);
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
      const row = await updateUser(c.var.db, c.var.sessions, user, id, input.body);
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

  register(
    api,
    routes.users.logoutAllOfUser,
    async ({ input, c, user }) => {
      const { id } = input.params;
      if (!(await endAllSessions(c.var.db, c.var.sessions, id))) return fail('user_not_found');
      c.var.logger.info({ event: 'sessions_ended', userId: id, by: user.id }, 'all sessions of a user ended');
      return { status: 200, body: OK };
    },
    {
      audit: {
        action: 'user.logout_all',
        targetType: 'user',
        before: userBefore,
        after: (_db, _ok, before) => before && { ...before, all_sessions_ended: true },
      },
    },
  );
}
