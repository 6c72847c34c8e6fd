import { API_PREFIX, authRoutes } from '@pastexam/api-contract';
import type { Context } from 'hono';
import type { Env } from '../../env.ts';
import type { AppEnv, OidcMount } from '../../http/context.ts';
import { EmailTakenError, upsertOidcUser } from '../../users/repository.ts';
import { issueToken } from '../tokens.ts';
import { createOidcClient, type OidcClient } from './client.ts';
import { clearFlowCookie, type FlowCookieOptions, readFlowCookie, writeFlowCookie } from './flow-cookie.ts';
import { type OidcFailure, OidcFlowError, oidcFailureMessages, ssoDisabledMessage } from './messages.ts';

const oauthBase = `${API_PREFIX}/auth/oauth`;

type Settings = { client: OidcClient | null; cookie: FlowCookieOptions; callbackPage: string };

function settingsFor(env: Env): Settings {
  return {
    client: env.oidc ? createOidcClient(env.oidc, `${env.PUBLIC_URL}${oauthBase}/callback`) : null,
    cookie: { secret: env.APP_SECRET, path: oauthBase, secure: env.PUBLIC_URL.startsWith('https://') },
    callbackPage: `${env.PUBLIC_URL}/login/callback`,
  };
}

/**
 * GET /auth/oauth/login and GET /auth/oauth/callback. Both end in a browser redirect: failures land on the web
 * app's /login/callback with a readable message in the fragment, and the token travels in the fragment too,
 * so it never reaches server logs or Referer headers.
 */
export const mountOidcRoutes: OidcMount = (api) => {
  // One client per app (and so one discovery cache); the env object is fixed for an app's lifetime.
  const settingsByEnv = new WeakMap<Env, Settings>();
  const settingsOf = (c: Context<AppEnv>) => {
    const env = c.get('env');
    let settings = settingsByEnv.get(env);
    if (!settings) {
      settings = settingsFor(env);
      settingsByEnv.set(env, settings);
    }
    return settings;
  };

  const land = (c: Context<AppEnv>, settings: Settings, fragment: string) => {
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    return c.redirect(`${settings.callbackPage}#${fragment}`, 302);
  };

  const fail = (c: Context<AppEnv>, settings: Settings, error: unknown) => {
    let message = oidcFailureMessages.sign_in;
    let reason: OidcFailure | 'email_taken' = 'sign_in';
    if (error instanceof OidcFlowError) {
      reason = error.reason;
      message = oidcFailureMessages[error.reason];
    } else if (error instanceof EmailTakenError) {
      reason = 'email_taken';
      message = error.message;
    }
    const cause = error instanceof OidcFlowError ? error.cause : error;
    const logger = c.get('logger');
    const details = { reason, cause: cause instanceof Error ? `${cause.name}: ${cause.message}` : undefined };
    if (reason === 'sign_in') logger.error(details, 'single sign-on failed');
    else logger.warn(details, 'single sign-on failed');
    return land(c, settings, `error=${encodeURIComponent(message)}`);
  };

  api.openapi(authRoutes.oauthLogin, async (c) => {
    const settings = settingsOf(c);
    if (!settings.client) return c.json({ detail: ssoDisabledMessage, code: 'sso_disabled' }, 404);
    try {
      const { url, flow } = await settings.client.begin();
      await writeFlowCookie(c, flow, settings.cookie);
      c.header('Cache-Control', 'no-store');
      return c.redirect(url.href, 302);
    } catch (error) {
      return fail(c, settings, error);
    }
  });

  api.openapi(authRoutes.oauthCallback, async (c) => {
    const settings = settingsOf(c);
    const flow = await readFlowCookie(c, settings.cookie);
    clearFlowCookie(c, settings.cookie);
    if (!settings.client) return fail(c, settings, new OidcFlowError('disabled'));
    try {
      const identity = await settings.client.complete(new URL(c.req.url).searchParams, flow);
      const user = await upsertOidcUser(c.get('db'), identity);
      const token = await issueToken(c.get('env'), user);
      return land(c, settings, `access_token=${encodeURIComponent(token)}`);
    } catch (error) {
      return fail(c, settings, error);
    }
  });
};
