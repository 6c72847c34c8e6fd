import { routes } from '@pastexam/api-contract';
import { clientIp } from '../http/client-ip.ts';
import { type ApiRouter, OK, register } from '../http/register.ts';
import { Refusal } from '../refusal.ts';
import { signIn, signOut } from './service.ts';

/** Local sign-in and sign-out. */
export function registerAuthRoutes(api: ApiRouter) {
  register(api, routes.auth.login, async ({ input, c }) => {
    const { db, env, logger } = c.var;
    const source = { username: input.body.username, ip: clientIp(c, env.TRUST_PROXY) };
    const outcome = await signIn(db, env, source, input.body.password);
    if (outcome instanceof Refusal) {
      if (outcome.code === 'too_many_attempts') {
        logger.warn({ event: 'login_blocked' }, 'sign-in refused after repeated failures');
      } else {
        logger.info({ event: 'login_failed' }, 'sign-in with wrong credentials');
      }
      return outcome;
    }
    logger.info({ event: 'login', userId: outcome.user.id }, 'signed in');
    return { status: 200, body: { access_token: outcome.accessToken, token_type: 'bearer' as const } };
  });

  register(api, routes.auth.logout, async ({ c, user, token }) => {
    await signOut(c.var.db, token);
    c.var.logger.info({ event: 'logout', userId: user.id }, 'signed out');
    return { status: 200, body: OK };
  });
}
