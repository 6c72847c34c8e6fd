import { allRoutes } from '@pastexam/api-contract';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Logger } from 'pino';
import { z } from 'zod';
import { registerActivityRoutes } from './activity/routes.ts';
import { registerAiAnswerRoutes } from './ai-answers/routes.ts';
import { registerAiExamRoutes } from './ai-exam/routes.ts';
import { registerAnnouncementRoutes } from './announcements/routes.ts';
import { registerAnswerFlagRoutes } from './answer-flags/routes.ts';
import { registerAnswerRoutes } from './answers/routes.ts';
import { registerAppConfigRoutes } from './app-config/routes.ts';
import { registerArchiveReportRoutes } from './archive-reports/routes.ts';
import { registerArchiveRoutes } from './archives/routes.ts';
import { registerTrashRoutes } from './archives/trash/routes.ts';
import { audited, checkAudited } from './audit/record.ts';
import { registerAuditRoutes } from './audit/routes.ts';
import { registerOidcRoutes } from './auth/oidc/index.ts';
import { registerAuthRoutes } from './auth/routes.ts';
import type { Sessions } from './auth/session/sessions.ts';
import { registerCourseRoutes } from './courses/routes.ts';
import type { Database } from './db/client.ts';
import { type DatabaseOutage, watchDatabaseOutages } from './db/outage.ts';
import type { DiscussionFeed } from './discussion/feed.ts';
import { registerDiscussionRoutes } from './discussion/routes.ts';
import type { Env } from './env.ts';
import { registerFollowRoutes } from './follows/routes.ts';
import { registerHealthRoutes } from './health/routes.ts';
import { closeAfterUnreadBody } from './http/connection.ts';
import type { AppEnv } from './http/context.ts';
import { registerDocs } from './http/docs.ts';
import { createErrorHandler, notFound } from './http/error-handler.ts';
import type { HotAnswers } from './http/hot-answers.ts';
import { jsonAnswers } from './http/json-answers.ts';
import { measureRequests, registerMetricsRoute } from './http/metrics.ts';
import { type ApiRouter, checkRegistrations, createApiRouter } from './http/register.ts';
import { requestLog } from './http/request-log.ts';
import { appPolicy, securityHeaders } from './http/security-headers.ts';
import { NO_WEB_APP, registerWebApp, type WebApp } from './http/web-app.ts';
import { xsrfProtection } from './http/xsrf.ts';
import type { Metrics } from './metrics/metrics.ts';
import type { NotificationFeed } from './notifications/feed.ts';
import { registerNotificationRoutes } from './notifications/routes.ts';
import { registerPracticeRoutes } from './practice/routes.ts';
import { registerProgressRoutes } from './progress/routes.ts';
import { registerQuestionRoutes } from './questions/routes.ts';
import { registerReviewRoutes } from './review/routes.ts';
import { registerSearchRoutes } from './search/routes.ts';
import { registerStatisticsRoutes } from './statistics/routes.ts';
import { createStorage, type FileStorage } from './storage/index.ts';
import { registerTopicRoutes } from './topics/routes.ts';
import { createPasswords, type Passwords } from './users/password.ts';
import { registerUserRoutes } from './users/routes.ts';
import { registerWishRoutes } from './wishes/routes.ts';
import { registerWorksheetRoutes } from './worksheets/routes.ts';

export type { AppEnv } from './http/context.ts';

/** What the app is built from; tests build several apps on one database to act as replicas. */
export type AppDeps = {
  env: Env;
  db: Database;
  logger: Logger;
  /** The sessions cache of `db`'s handle: one per handle, shared by the apps built on it. */
  sessions: Sessions;
  /** The discussion's fan-out to this process's open streams: one per database handle, like `sessions`. */
  discussion: DiscussionFeed;
  /** The bells' fan-out to this process's open notification streams: one per database handle, like `sessions`. */
  notificationFeed: NotificationFeed;
  /** This server's Prometheus metrics; none in tests that do not look at them. */
  metrics?: Metrics;
  /** The ready answers of `db`'s handle (one per handle, like `sessions`); every answer is made afresh without. */
  hot?: HotAnswers;
  /** How the passwords of sign-ins and of new and changed accounts are hashed: at PASSWORD_COST unless given. */
  passwords?: Passwords;
};

export type AppOptions = AppDeps & {
  /** Told when a job is queued (an AI exam task, an upload's text), so this replica's worker starts it at once. */
  onTaskQueued?: () => void;
  /** What an answer the contract does not declare becomes (see ApiRouter); `fail` unless said otherwise. */
  contractViolations?: ApiRouter['contractViolations'];
  /** Where archive files live; the store the environment names unless given. */
  storage?: FileStorage;
  /** True once the server has begun to stop: GET /ready then answers 503. Never, unless given. */
  draining?: () => boolean;
  /** Whether this replica can read scans (Tesseract is installed): the admin's search status says so. False unless given. */
  ocrAvailable?: boolean;
  /** Routes beyond the contract's, registered after them: tests probe the HTTP layer with these. */
  probes?: (api: ApiRouter) => void;
  /** Where requests report an unreachable database; one of the app's own over `db` unless given. */
  databaseOutage?: DatabaseOutage;
  /** The built web app, taken at the start (loadWebApp); none unless given, and pages then answer 503. */
  webApp?: WebApp;
};

/**
 * The whole HTTP application: the API under /api and, for every other path, the built web app. Several apps
 * built on one database behave as replicas of one server. Every route of the contract is registered exactly
 * once, or this throws.
 */
export function createApp(options: AppOptions): Hono<AppEnv> {
  // zod's own messages (wrong type, missing field …) reach users in the API's 400 details.
  z.config(z.locales.zhTW());

  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('env', options.env);
    c.set('db', options.db);
    c.set('sessions', options.sessions);
    c.set('logger', options.logger);
    if (options.metrics) c.set('metrics', options.metrics);
    if (options.hot) c.set('hot', options.hot);
    await next();
  });
  app.use(closeAfterUnreadBody);
  app.use(measureRequests);
  const webApp = options.webApp ?? NO_WEB_APP;
  app.use(securityHeaders(appPolicy(webApp.kind === 'served' ? webApp.scriptHashes : [])));
  app.use(requestLog);
  app.use('/api/*', jsonAnswers);
  app.use('/api/*', xsrfProtection);

  const api = createApiRouter(options.contractViolations ?? 'fail', audited);
  registerAppConfigRoutes(api);
  const passwords = options.passwords ?? createPasswords();
  registerAuthRoutes(api, passwords);
  registerOidcRoutes(api);
  registerUserRoutes(api, passwords);
  registerCourseRoutes(api);
  const storage = options.storage ?? createStorage(options.env.storage);
  registerArchiveRoutes(api, storage, { onJobQueued: options.onTaskQueued });
  registerTrashRoutes(api, storage);
  registerAuditRoutes(api);
  registerActivityRoutes(api);
  registerAiExamRoutes(api, { onTaskQueued: options.onTaskQueued });
  registerHealthRoutes(api, storage, options.draining ?? (() => false));
  registerSearchRoutes(api, { ocrAvailable: options.ocrAvailable ?? false });
  registerDiscussionRoutes(api, options.discussion);
  registerQuestionRoutes(api);
  registerTopicRoutes(api);
  registerProgressRoutes(api);
  registerPracticeRoutes(api);
  registerReviewRoutes(api);
  registerFollowRoutes(api);
  registerWorksheetRoutes(api, storage);
  registerAnswerRoutes(api);
  registerAnswerFlagRoutes(api);
  registerArchiveReportRoutes(api, storage);
  registerAiAnswerRoutes(api, { onRequestQueued: options.onTaskQueued });
  registerAnnouncementRoutes(api);
  registerNotificationRoutes(api, options.notificationFeed);
  registerStatisticsRoutes(api, options.env.STATISTICS_MAX_AGE_SECONDS);
  registerWishRoutes(api);
  checkRegistrations(api.registered, allRoutes);
  checkAudited(api.registered, api.audited);
  options.probes?.(api);
  if (options.metrics && options.env.METRICS_TOKEN)
    registerMetricsRoute(api.hono, options.metrics, options.env.METRICS_TOKEN);
  registerDocs(api.hono);
  app.route('/api', api.hono);

  registerWebApp(app, webApp);
  app.notFound(notFound);
  const outage =
    options.databaseOutage ?? watchDatabaseOutages(options.logger, () => options.db.execute(sql`SELECT 1`));
  app.onError(createErrorHandler(options.logger, outage));
  return app;
}
