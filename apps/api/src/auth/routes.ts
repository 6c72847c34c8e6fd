import { routes } from '@pastexam/api-contract';
import { clientIp } from '../http/client-ip.ts';
import { type ApiRouter, OK, register } from '../http/register.ts';
import { fail, Refusal } from '../refusal.ts';
import type { Passwords } from '../users/password.ts';
import { userState } from '../users/service.ts';
import { issueDeviceCookie, readDeviceCookie } from './device-cookie.ts';
import { TooManyAttempts } from './rate-limit.ts';
import { changeOwnPassword, endAllSessions, signIn, signOut } from './service.ts';

/**
 * Local sign-in and sign-out, a user's own password change, and ending every session of a user; passwords are
 * hashed and checked by `passwords`.
 */
export function registerAuthRoutes(api: ApiRouter, passwords: Passwords) {
  register(api, routes.auth.login, async ({ input, c }) => {
    const { db, env, logger, sessions } = c.var;
    const device = await readDeviceCookie(c, env);
    const request = { login: input.body.username, ip: clientIp(c, env.TRUST_PROXY), device };
    const outcome = await signIn(db, sessions, env, passwords, request, input.body.password);
    if (outcome instanceof TooManyAttempts) {
      c.header('Retry-After', String(outcome.retryAfterSeconds));
      logger.warn({ event: 'login_delayed', wait: outcome.retryAfterSeconds }, 'sign-in asked to wait');
      return outcome;
    }
    if (outcome instanceof Refusal) {
      logger.info({ event: 'login_failed' }, 'sign-in with wrong credentials');
      return outcome;
    }
    // Every success gives the browser a fresh device cookie, so it stays known a year past its last sign-in.
    await issueDeviceCookie(c, env, outcome.user.id);
    logger.info(
      { event: 'login', userId: outcome.user.id, knownDevice: device?.user === outcome.user.id },
      'signed in',
    );
    return { status: 200, body: { access_token: outcome.accessToken, token_type: 'bearer' as const } };
  });

  register(api, routes.auth.logout, async ({ c, user, token }) => {
    await signOut(c.var.db, c.var.sessions, token);
    c.var.logger.info({ event: 'logout', userId: user.id }, 'signed out');
    return { status: 200, body: OK };
  });

  register(api, routes.auth.logoutAll, async ({ c, user }) => {
    await endAllSessions(c.var.db, c.var.sessions, user.id);
    c.var.logger.info({ event: 'logout_all', userId: user.id }, 'signed out everywhere');
    return { status: 200, body: OK };
  });

  register(api, routes.users.changeOwnPassword, async ({ input, c, user, token }) => {
    const { db, env, logger, sessions } = c.var;
    const caller = { user, ip: clientIp(c, env.TRUST_PROXY), session: token };
    const outcome = await changeOwnPassword(db, sessions, env, passwords, caller, input.body);
    if (outcome instanceof TooManyAttempts) c.header('Retry-After', String(outcome.retryAfterSeconds));
    if (outcome instanceof Refusal) {
      logger.info({ event: 'password_change_refused', userId: user.id, code: outcome.code }, 'refused');
      return outcome;
    }
    logger.info({ event: 'password_changed', userId: user.id }, 'password changed; other sessions ended');
    return { status: 200, body: { access_token: outcome.accessToken, token_type: 'bearer' as const } };
  });

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
        before: (db, input) => userState(db, input.params.id),
        after: (_db, _ok, before) => before && { ...before, all_sessions_ended: true },
      },
    },
  );
}
