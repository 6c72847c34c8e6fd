import { API_PREFIX, routes } from '@pastexam/api-contract';
import type { Context } from 'hono';
import type { Env } from '../../env.ts';
import type { AppEnv } from '../../http/context.ts';
import { type ApiRouter, register } from '../../http/register.ts';
import { fail } from '../../refusal.ts';
import { EmailTakenError } from '../../users/repository.ts';
import { signInWithIdentity } from '../service.ts';
import { createOidcClient, type OidcClient } from './client.ts';
import { clearFlowCookie, type FlowCookieOptions, readFlowCookie, writeFlowCookie } from './flow-cookie.ts';
import { type OidcFailure, OidcFlowError, oidcFailureMessages } from './messages.ts';

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
 * GET /auth/oauth/login and GET /auth/oauth/callback, registered whether or not single sign-on is set up:
 * without it the login route answers sso_disabled. Both otherwise end in a browser redirect: failures land on
 * the web app's /login/callback with a readable message in the fragment, and the token travels in the
 * fragment too, so it never reaches server logs or Referer headers.
 */
export function registerOidcRoutes(api: ApiRouter) {
  // One client per app (and so one discovery cache); the env object is fixed for an app's lifetime.
  const settingsByEnv = new WeakMap<Env, Settings>();
  const settingsOf = (c: Context<AppEnv>) => {
    const env = c.var.env;
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

  const landWithError = (c: Context<AppEnv>, settings: Settings, error: unknown) => {
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
    const details = { reason, cause: cause instanceof Error ? `${cause.name}: ${cause.message}` : undefined };
    if (reason === 'sign_in') c.var.logger.error(details, 'single sign-on failed');
    else c.var.logger.warn(details, 'single sign-on failed');
    return land(c, settings, `error=${encodeURIComponent(message)}`);
  };

  register(api, routes.auth.oauthLogin, async ({ c }) => {
    const settings = settingsOf(c);
    if (!settings.client) return fail('sso_disabled');
    try {
      const { url, flow } = await settings.client.begin();
      await writeFlowCookie(c, flow, settings.cookie);
      c.header('Cache-Control', 'no-store');
      return c.redirect(url.href, 302);
    } catch (error) {
      return landWithError(c, settings, error);
    }
  });

  register(api, routes.auth.oauthCallback, async ({ c }) => {
    const settings = settingsOf(c);
    const flow = await readFlowCookie(c, settings.cookie);
    clearFlowCookie(c, settings.cookie);
    if (!settings.client) return landWithError(c, settings, new OidcFlowError('disabled'));
    try {
      // The whole query as the provider sent it: the client checks it against the flow, not our schema.
      const identity = await settings.client.complete(new URL(c.req.url).searchParams, flow);
      const token = await signInWithIdentity(c.var.db, c.var.sessions, c.var.env, identity);
      return land(c, settings, `access_token=${encodeURIComponent(token)}`);
    } catch (error) {
      return landWithError(c, settings, error);
    }
  });
}
