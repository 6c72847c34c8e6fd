import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import type { Env } from '../env.ts';

/** What the app is built from; tests build several apps on one database to act as replicas. */
export type AppDeps = {
  env: Env;
  db: Database;
  logger: Logger;
  /** Registers the single sign-on routes on the /api router (paths as in the contract). */
  oidc?: OidcMount;
};

/** Hono's view of a request: the app's dependencies and a logger bound to this request. */
export type AppEnv = {
  Variables: {
    env: Env;
    db: Database;
    /** Carries this request's id. */
    logger: Logger;
  };
};

/** The router every /api route is registered on; contract paths without the /api prefix. */
export type ApiRouter = OpenAPIHono<AppEnv>;

/** Provided by the single sign-on module: adds GET /auth/oauth/login and /auth/oauth/callback. */
export type OidcMount = (api: ApiRouter) => void;
