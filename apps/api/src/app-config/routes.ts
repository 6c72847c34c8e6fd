import { routes } from '@pastexam/api-contract';
import { archiveConfig } from '../archives/config.ts';
import { authConfig } from '../auth/config.ts';
import { type ApiRouter, register } from '../http/register.ts';

/**
 * GET /config: the public settings the web app loads once, each area's share under its own key. 問題回報 has no
 * area on the server: its share is the one setting, ISSUE_REPORT_URL.
 */
export function registerAppConfigRoutes(api: ApiRouter) {
  register(api, routes.auth.appConfig, ({ c }) => ({
    status: 200,
    body: {
      auth: authConfig(c.var.env),
      archives: archiveConfig(c.var.env),
      issue_report: { url: c.var.env.ISSUE_REPORT_URL ?? null },
      notifications: { email_available: c.var.env.SMTP_URL !== undefined },
    },
  }));
}
