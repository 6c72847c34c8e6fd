import { routes } from '@pastexam/api-contract';
import { archiveConfig } from '../archives/config.ts';
import { authConfig } from '../auth/config.ts';
import { type ApiRouter, register } from '../http/register.ts';

/** GET /config: the public settings the web app loads once, each area's share under its own key. */
export function registerAppConfigRoutes(api: ApiRouter) {
  register(api, routes.auth.appConfig, ({ c }) => ({
    status: 200,
    body: { auth: authConfig(c.var.env), archives: archiveConfig(c.var.env) },
  }));
}
