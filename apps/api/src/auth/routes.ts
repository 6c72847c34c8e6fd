import { routes } from '@pastexam/api-contract';
import { clientIp } from '../http/client-ip.ts';
import { type ApiRouter, OK, register } from '../http/register.ts';
import { Refusal } from '../refusal.ts';
import { TooManyAttempts } from './rate-limit.ts';
import { endAllSessions, signIn, signOut } from './service.ts';

/** Local sign-in and sign-out. */
export function registerAuthRoutes(api: ApiRouter) {
  register(api, routes.auth.login, async ({ input, c }) => {
    const { db, env, logger, sessions } = c.var;
    const request = { login: input.body.username, ip: clientIp(c, env.TRUST_PROXY) };
    const outcome = await signIn(db, sessions, env, request, input.body.password);
    if (outcome instanceof TooManyAttempts) {
      c.header('Retry-After', String(outcome.retryAfterSeconds));
      logger.warn({ event: 'login_delayed', wait: outcome.retryAfterSeconds }, 'sign-in asked to wait');
      return outcome;
    }
    if (outcome instanceof Refusal) {
      logger.info({ event: 'login_failed' }, 'sign-in with wrong credentials');
      return outcome;
    }
    logger.info({ event: 'login', userId: outcome.user.id }, 'signed in');
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
}
