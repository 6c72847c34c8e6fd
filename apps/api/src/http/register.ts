import type {
  AuditAction,
  AuditTargetType,
  ErrorCode,
  Route,
  RouteErrorCode,
  RouteParsedInput,
  RouteSpec,
  SuccessStatus,
} from '@pastexam/api-contract';
import { API_PREFIX } from '@pastexam/api-contract';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { Caller } from '../auth/session/caller.ts';
import type { Database } from '../db/client.ts';
import type { UserRow } from '../db/schema.ts';
import { writesBehind } from '../db/writes-behind.ts';
import type { Env } from '../env.ts';
import { fail, Refusal } from '../refusal.ts';
import type { AppEnv } from './context.ts';
import { sendError } from './errors.ts';
import { guard } from './guard.ts';
import { parseInput } from './input.ts';
import { readyAnswer } from './ready-answer.ts';

/** The body of every route that answers `Ok`. */
export const OK = { ok: true } as const;

/** A service's answer as a handler's: a refusal as it is, anything else as a 200 with it as the body. */
export function okOrRefusal<T, C extends ErrorCode>(
  result: T | Refusal<C>,
): { status: 200; body: T } | Refusal<C> {
  return result instanceof Refusal ? result : { status: 200, body: result };
}

/** The largest JSON or form body a route accepts unless it says otherwise. */
export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;

type JsonStatus<R extends RouteSpec> = {
  [S in SuccessStatus<R>]: R['responses'][S] extends { kind: 'json' } ? S : never;
}[SuccessStatus<R>];
type RawStatus<R extends RouteSpec> = Exclude<SuccessStatus<R>, JsonStatus<R>>;
type SchemaAt<R extends RouteSpec, S extends SuccessStatus<R>> = R['responses'][S] extends {
  schema: infer T extends z.ZodType;
}
  ? T
  : never;

/** A JSON success: one of the route's declared statuses with the body its schema describes. */
export type Success<R extends RouteSpec> = {
  [S in JsonStatus<R>]: { status: S; body: z.output<SchemaAt<R, S>> };
}[JsonStatus<R>];

/**
 * What a handler answers: a declared JSON success, a refusal with one of the route's own codes, or, for
 * routes that answer files or redirects, the raw Response.
 */
export type Answer<R extends RouteSpec> =
  | Success<R>
  | Refusal<RouteErrorCode<R>>
  | ([RawStatus<R>] extends [never] ? never : Response);

/** What a handler receives: its parsed input, the request's context and, unless the route is open to guests, the caller. */
export type HandlerArgs<R extends RouteSpec> = {
  input: RouteParsedInput<R>;
  c: Context<AppEnv>;
} & (R['access'] extends 'guest' ? unknown : Caller);

export type Handler<R extends RouteSpec> = (args: HandlerArgs<R>) => Answer<R> | Promise<Answer<R>>;

/** A record as the API shows it (a course, an archive, an account), or what a change did to it. */
export type AuditState = Record<string, unknown>;

/**
 * How a route's change is recorded in the audit log: the action, and the record before the change (read just
 * before the handler runs) and after it (the handler's answer unless said otherwise). Both name the record by
 * their `id` and `name`.
 */
export type AuditSpec<R extends RouteSpec> = {
  action: AuditAction;
  targetType: AuditTargetType;
  /** The record as it stands; null when it is not there, and the handler will refuse. Null for a creation. */
  before?: (db: Database, input: RouteParsedInput<R>, actor: UserRow) => Promise<AuditState | null>;
  /** The record after the change; by default the answer's body. Null for a deletion. */
  after?: (
    db: Database,
    body: Success<R>['body'],
    before: AuditState | null,
    input: RouteParsedInput<R>,
  ) => AuditState | null | Promise<AuditState | null>;
};

/**
 * Wraps a handler so that each change it makes is recorded in the audit log as `spec` says (audit/record.ts).
 * The app gives it to the router, so that the audit log, an area above this one, stays out of the registrar.
 */
export type AuditRecorder = <R extends RouteSpec>(spec: AuditSpec<R>, handler: Handler<R>) => Handler<R>;

export type RegisterOptions<R extends RouteSpec> = {
  /** The largest body and the refusal past it; DEFAULT_BODY_LIMIT_BYTES and payload_too_large otherwise. */
  bodyLimit?: (env: Env) => { maxBytes: number; refusal: Refusal<RouteErrorCode<R>> };
  /** Each change the route makes is recorded in the audit log (product §8.8). */
  audit?: AuditSpec<R>;
  /**
   * The route's 200 answer is kept ready in memory (hot-answers.ts) under this key: what makes one caller's
   * answer differ from another's (a course's id, whether the caller is an administrator). Only for answers
   * made of the announced tables (db/changes.ts), whose every change forgets them.
   */
  hot?: (args: HandlerArgs<R>) => string;
};

/** The /api router: the contract routes registered on it, and what becomes of an answer they do not declare. */
export type ApiRouter = {
  readonly hono: Hono<AppEnv>;
  readonly registered: Route[];
  /** The routes whose changes are recorded in the audit log. */
  readonly audited: Route[];
  /**
   * `fail`: an undeclared answer is logged and replaced by a 500 internal_error, so a test cannot miss it (tests,
   * development). `log`: it is logged at error level and sent as the handler gave it (production).
   */
  readonly contractViolations: 'fail' | 'log';
  readonly recordChanges: AuditRecorder;
};

export function createApiRouter(
  contractViolations: ApiRouter['contractViolations'],
  recordChanges: AuditRecorder,
): ApiRouter {
  return { hono: new Hono<AppEnv>(), registered: [], audited: [], contractViolations, recordChanges };
}

const hasStatus = (route: RouteSpec, status: number) => Object.hasOwn(route.responses, status);

function limitBody<R extends RouteSpec>(options: RegisterOptions<R>): MiddlewareHandler<AppEnv> {
  // Built once per app's settings, not on every request.
  const built = new WeakMap<Env, MiddlewareHandler<AppEnv>>();
  return (c, next) => {
    const env = c.get('env');
    let middleware = built.get(env);
    if (!middleware) {
      const limit = options.bodyLimit?.(env) ?? {
        maxBytes: DEFAULT_BODY_LIMIT_BYTES,
        refusal: fail('payload_too_large'),
      };
      const { code, detail } = limit.refusal;
      middleware = bodyLimit({ maxSize: limit.maxBytes, onError: (c) => sendError(c, code, detail) });
      built.set(env, middleware);
    }
    return middleware(c, next);
  };
}

/** Sends the handler's answer, after checking the route declares it. */
function respond(api: ApiRouter, c: Context<AppEnv>, route: Route, answer: unknown): Response {
  const violation = (what: string, send: () => Response) => {
    c.var.logger.error(
      { route: `${route.method.toUpperCase()} ${route.path}`, answered: what },
      'answer not declared by the contract',
    );
    return api.contractViolations === 'fail' ? sendError(c, 'internal_error') : send();
  };
  if (answer instanceof Refusal) {
    const send = () => sendError(c, answer.code, answer.detail);
    const declared = (route.errorCodes as readonly ErrorCode[]).includes(answer.code);
    return declared ? send() : violation(`error code ${answer.code}`, send);
  }
  if (answer instanceof Response) {
    const send = () => answer;
    return hasStatus(route, answer.status) ? send() : violation(`status ${answer.status}`, send);
  }
  const { status, body } = answer as { status: ContentfulStatusCode; body: unknown };
  const send = () => c.json(body, status);
  return hasStatus(route, status) ? send() : violation(`status ${status}`, send);
}

/**
 * Serves a contract route: its path in Hono's `:name` form, the guard its access asks for, its input parsed
 * by its schemas (400 invalid_input with the zh-TW message otherwise), then the handler, whose answer must be
 * one the route declares.
 */
export function register<R extends RouteSpec>(
  api: ApiRouter,
  route: Route<R>,
  handler: Handler<R>,
  options: RegisterOptions<R> = {},
): void {
  api.registered.push(route);
  if (options.audit) api.audited.push(route);
  const handle = options.audit ? api.recordChanges(options.audit, handler) : handler;
  const template = `${API_PREFIX}${route.path}`;
  const steps: MiddlewareHandler<AppEnv>[] = [
    async (c, next) => {
      c.set('route', template);
      await next();
    },
  ];
  if (route.access !== 'guest') steps.push(guard(route.access));
  if (route.body) steps.push(limitBody(options));
  // A file goes out without waiting; anything else answers after the writes this process made behind earlier
  // answers (a download's counts, db/writes-behind.ts), so the caller sees what it did.
  const seesWritesBehind = route.responses[200]?.kind !== 'binary';
  steps.push(async (c) => {
    const behind = seesWritesBehind && writesBehind(c.var.db).settled();
    if (behind) await behind;
    const input = await parseInput(c, route);
    if (input instanceof Refusal) return sendError(c, input.code, input.detail);
    const caller = c.get('caller');
    if (route.access !== 'guest' && !caller) throw new Error(`${route.path}: the guard let a guest through`);
    // The guard above put the caller in place exactly when the route's access requires one.
    const args = { input, c, ...caller } as HandlerArgs<R>;
    const hot = options.hot && c.get('hot');
    if (!options.hot || !hot) return respond(api, c, route, await handle(args));
    const key = `${template} ${options.hot(args)}`;
    const kept = hot.get(key);
    if (kept) return kept.send(c);
    const mark = hot.mark();
    const answer = await handle(args);
    if (answer instanceof Refusal || answer instanceof Response || answer.status !== 200)
      return respond(api, c, route, answer);
    const ready = readyAnswer(answer.body);
    hot.keep(key, ready, mark);
    return ready.send(c);
  });
  api.hono.on(route.method.toUpperCase(), [route.path.replaceAll(/\{(\w+)\}/g, ':$1')], ...steps);
}

/** Throws unless every route of `expected` is registered exactly once (by method and path). */
export function checkRegistrations(registered: readonly RouteSpec[], expected: readonly RouteSpec[]): void {
  const key = (route: RouteSpec) => `${route.method.toUpperCase()} ${route.path}`;
  const counts = new Map<string, number>();
  for (const route of registered) counts.set(key(route), (counts.get(key(route)) ?? 0) + 1);
  const missing = expected.map(key).filter((name) => !counts.has(name));
  const repeated = [...counts].filter(([, count]) => count > 1).map(([name]) => name);
  if (missing.length > 0 || repeated.length > 0) {
    throw new Error(
      `contract routes not registered exactly once: missing [${missing.join(', ')}], repeated [${repeated.join(', ')}]`,
    );
  }
}
