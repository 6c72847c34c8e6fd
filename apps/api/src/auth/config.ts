import { type AuthConfig, errorCatalogue } from '@pastexam/api-contract';
import type { Env } from '../env.ts';

/** Sign-in's share of GET /config: single sign-on is available exactly when its three variables are set. */
export function authConfig(env: Pick<Env, 'oidc'>): AuthConfig {
  const enabled = env.oidc !== null;
  return { sso_enabled: enabled, sso_disabled_reason: enabled ? null : errorCatalogue.sso_disabled.message };
}
