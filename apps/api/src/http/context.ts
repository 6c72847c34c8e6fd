import type { Logger } from 'pino';
import type { Caller } from '../auth/service.ts';
import type { Sessions } from '../auth/sessions.ts';
import type { Database } from '../db/client.ts';
import type { DiscussionFeed } from '../discussion/feed.ts';
import type { Env } from '../env.ts';
import type { Metrics } from '../metrics/metrics.ts';

/** What the app is built from; tests build several apps on one database to act as replicas. */
export type AppDeps = {
  env: Env;
  db: Database;
  logger: Logger;
  /** The sessions cache of `db`'s handle: one per handle, shared by the apps built on it. */
  sessions: Sessions;
  /** The discussion's fan-out to this process's open streams: one per database handle, like `sessions`. */
  discussion: DiscussionFeed;
  /** This server's Prometheus metrics; none in tests that do not look at them. */
  metrics?: Metrics;
};

/** Hono's view of a request: the app's dependencies, a logger bound to this request and, once a guard let it in, the caller. */
export type AppEnv = {
  Variables: {
    env: Env;
    db: Database;
    sessions: Sessions;
    /** Carries this request's id. */
    logger: Logger;
    /** Set by the guard of a route that is not open to guests. */
    caller?: Caller;
    /** The contract's path template of the route that answers, e.g. `/api/courses/{id}/archives`. */
    route?: string;
    metrics?: Metrics;
  };
};
