import { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { registerAiExamRoutes } from './ai-exam/routes.ts';
import { registerArchiveRoutes } from './archives/routes.ts';
import { registerAuthRoutes } from './auth/routes.ts';
import { registerCourseRoutes } from './courses/routes.ts';
import type { ApiRouter, AppDeps, AppEnv } from './http/context.ts';
import { registerDocs } from './http/docs.ts';
import { createErrorHandler, notFound, validationHook } from './http/error-handler.ts';
import { jsonAnswers } from './http/json-answers.ts';
import { requestLog } from './http/request-log.ts';
import { registerWebApp } from './http/web-app.ts';
import { xsrfProtection } from './http/xsrf.ts';
import { createStorage } from './storage/index.ts';
import { registerUserRoutes } from './users/routes.ts';

export type { ApiRouter, AppDeps, AppEnv, OidcMount } from './http/context.ts';

/**
 * The whole HTTP application: the API under /api and, for every other path, the built web app. Several apps
 * built on one database behave as replicas of one server.
 */
export function createApp(
  deps: AppDeps & {
    /** Told when an AI exam task is queued, so this replica's worker starts it at once. */
    onTaskQueued?: () => void;
  },
): OpenAPIHono<AppEnv> {
  // zod's own messages (wrong type, missing field …) reach users in the API's 400 details.
  z.config(z.locales.zhTW());

  const app = new OpenAPIHono<AppEnv>();
  app.use(async (c, next) => {
    c.set('env', deps.env);
    c.set('db', deps.db);
    c.set('logger', deps.logger);
    await next();
  });
  app.use(requestLog);
  app.use('/api/*', jsonAnswers);
  app.use('/api/*', xsrfProtection);

  const api: ApiRouter = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  registerAuthRoutes(api, { ssoEnabled: deps.env.oidc !== null && deps.oidc !== undefined });
  registerUserRoutes(api);
  registerCourseRoutes(api);
  registerArchiveRoutes(api, createStorage(deps.env.storage));
  registerAiExamRoutes(api, { onTaskQueued: deps.onTaskQueued });
  deps.oidc?.(api);
  registerDocs(api);
  app.route('/api', api);

  registerWebApp(app, deps.env.WEB_DIST);
  app.notFound(notFound);
  app.onError(createErrorHandler(deps.logger));
  return app;
}
