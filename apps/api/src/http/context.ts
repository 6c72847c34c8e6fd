import type { Logger } from 'pino';
import type { Caller } from '../auth/session/caller.ts';
import type { Sessions } from '../auth/session/sessions.ts';
import type { Database } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { Metrics } from '../metrics/metrics.ts';
import type { HotAnswers } from './hot-answers.ts';

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
    /** The ready answers of the database handle; without it every answer is made afresh. */
    hot?: HotAnswers;
  };
};
