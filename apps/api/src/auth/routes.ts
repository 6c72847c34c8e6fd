import { authRoutes } from '@pastexam/api-contract';
import { uploadMaxBytes } from '../archives/upload-limit.ts';
import { clientIp } from '../http/client-ip.ts';
import type { ApiRouter } from '../http/context.ts';
import { apiErrors, sendError } from '../http/errors.ts';
import { verifyAgainstDecoy, verifyPassword } from '../users/password.ts';
import { findLocalUserByLogin, recordLogin } from '../users/repository.ts';
import { signedIn } from './middleware.ts';
import { clearAccountFailures, isLoginBlocked, recordLoginFailure } from './rate-limit.ts';
import { issueToken, revokeToken } from './tokens.ts';

export const SSO_NOT_CONFIGURED = '尚未設定校務單一登入';

/** Local sign-in and sign-out, and the public settings the client loads at start (single sign-on, upload size). */
export function registerAuthRoutes(api: ApiRouter, options: { ssoEnabled: boolean }) {
  api.openapi(authRoutes.authConfig, (c) =>
    c.json(
      {
        sso_enabled: options.ssoEnabled,
        sso_disabled_reason: options.ssoEnabled ? null : SSO_NOT_CONFIGURED,
        upload_max_bytes: uploadMaxBytes(c.var.env.UPLOAD_MAX_MB),
      },
      200,
    ),
  );

  api.openapi(authRoutes.login, async (c) => {
    const { db, env, logger } = c.var;
    const { username, password } = c.req.valid('form');
    const source = { username, ip: clientIp(c, env.TRUST_PROXY) };
    if (await isLoginBlocked(db, source)) {
      logger.warn({ event: 'login_blocked' }, 'sign-in refused after repeated failures');
      return sendError(c, apiErrors.tooManyAttempts);
    }
    const user = await findLocalUserByLogin(db, username);
    const valid = user?.passwordHash
      ? await verifyPassword(password, user.passwordHash)
      : await verifyAgainstDecoy(password);
    if (!user || !valid) {
      await recordLoginFailure(db, source);
      logger.info({ event: 'login_failed' }, 'sign-in with wrong credentials');
      return sendError(c, apiErrors.invalidCredentials);
    }
    await clearAccountFailures(db, username);
    const signedInUser = (await recordLogin(db, user.id)) ?? user;
    logger.info({ event: 'login', userId: user.id }, 'signed in');
    return c.json({ access_token: await issueToken(env, signedInUser), token_type: 'bearer' as const }, 200);
  });

  api.openapi(signedIn(authRoutes.logout), async (c) => {
    await revokeToken(c.var.db, c.var.token);
    c.var.logger.info({ event: 'logout', userId: c.var.user.id }, 'signed out');
    return c.json({ ok: true as const }, 200);
  });
}
