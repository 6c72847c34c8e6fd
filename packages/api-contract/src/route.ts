import type { z } from 'zod';
import type { ErrorCode } from './errors.ts';

/**
 * Who may call a route:
 * - `guest`: anyone, signed in or not;
 * - `user`: any signed-in user;
 * - `admin`: signed-in administrators only;
 * - `owner-or-admin`: any signed-in user, and the handler then lets through only the owner of the resource
 *   or an administrator (answering its route's declared 403 code to others).
 */
export type Access = 'guest' | 'user' | 'admin' | 'owner-or-admin';
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

type ObjectSchema = z.ZodObject;

/** A request body and the way it is encoded on the wire. */
export type BodySpec<S extends ObjectSchema = ObjectSchema> = {
  /** `form`: application/x-www-form-urlencoded (multipart accepted too); `multipart`: multipart/form-data. */
  encoding: 'json' | 'form' | 'multipart';
  schema: S;
};

/** A success response: a JSON body checked by its schema, raw bytes of a media type, or a redirect. */
export type ResponseSpec =
  | { kind: 'json'; schema: z.ZodType; description: string }
  | { kind: 'binary'; mediaType: string; description: string }
  | { kind: 'redirect'; description: string };

/** Everything about one endpoint; nothing else restates any of it. */
export type RouteSpec = {
  method: Method;
  /** The path below the API prefix, with `{name}` for each path parameter. */
  path: string;
  tags: readonly string[];
  summary: string;
  access: Access;
  params?: ObjectSchema;
  query?: ObjectSchema;
  body?: BodySpec;
  /** The success answers by status. */
  responses: Readonly<Partial<Record<200 | 201 | 206 | 302, ResponseSpec>>>;
  /** The codes the handler itself may answer; those of the HTTP layer are added by `defineRoute`. */
  errors: readonly ErrorCode[];
};

/** The codes every route may answer because of the layer in front of its handler. */
type LayerCodes<R extends RouteSpec> =
  | 'internal_error'
  | 'database_unavailable'
  | (R['access'] extends 'guest' ? never : 'unauthorized')
  | (R['access'] extends 'admin' ? 'forbidden' : never)
  | (R['method'] extends 'get' ? never : 'xsrf' | 'payload_too_large')
  | (R extends { params: ObjectSchema } | { query: ObjectSchema } | { body: BodySpec }
      ? 'invalid_input'
      : never);

/** A route as the contract exports it: the spec plus every code it may answer. */
export type Route<R extends RouteSpec = RouteSpec> = R & {
  /** Every code this route may answer: its own and those of the HTTP layer. */
  errorCodes: readonly RouteErrorCode<R>[];
};

/** The error codes a route may answer. */
export type RouteErrorCode<R extends RouteSpec> = R['errors'][number] | LayerCodes<R>;

/** The error codes a route object may answer; for a union of routes, those any of them may answer. */
export type ErrorCodeOf<T extends Route> = T['errorCodes'][number];

/** Declares an endpoint; the codes of the HTTP layer in front of it are derived from its access and input. */
export function defineRoute<const R extends RouteSpec>(spec: R): Route<R> {
  const codes = new Set<ErrorCode>(['internal_error', 'database_unavailable', ...spec.errors]);
  if (spec.access !== 'guest') codes.add('unauthorized');
  if (spec.access === 'admin') codes.add('forbidden');
  if (spec.method !== 'get') {
    codes.add('xsrf');
    codes.add('payload_too_large');
  }
  if (spec.params || spec.query || spec.body) codes.add('invalid_input');
  return { ...spec, errorCodes: [...codes] as RouteErrorCode<R>[] };
}

/** A JSON success response. */
export function json<S extends z.ZodType>(schema: S, description: string) {
  return { kind: 'json', schema, description } as const;
}

/** A success response of raw bytes. */
export function binary<const M extends string>(mediaType: M, description: string) {
  return { kind: 'binary', mediaType, description } as const;
}

/** A redirect answer. */
export function redirect(description: string) {
  return { kind: 'redirect', description } as const;
}

/** What an answer with a given status gives the caller: its parsed JSON body, or the raw response. */
type BodyAt<R extends RouteSpec, S extends keyof R['responses']> = R['responses'][S] extends {
  kind: 'json';
  schema: infer T extends z.ZodType;
}
  ? z.output<T>
  : Response;

/** The success statuses of a route. */
export type SuccessStatus<R extends RouteSpec> = keyof R['responses'] & number;

/** What a successful call answers: the parsed JSON body, or the raw response of a file or a redirect. */
export type RouteOutput<R extends RouteSpec> = {
  [S in SuccessStatus<R>]: BodyAt<R, S>;
}[SuccessStatus<R>];

/** What a caller passes: each part the route has, as the caller writes it (before zod's defaults). */
export type RouteInput<R extends RouteSpec> = (R extends { params: infer P extends ObjectSchema }
  ? { params: z.input<P> }
  : { params?: never }) &
  (R extends { query: infer Q extends ObjectSchema } ? { query: z.input<Q> } : { query?: never }) &
  (R extends { body: { schema: infer B extends ObjectSchema } } ? { body: z.input<B> } : { body?: never });

/** What the server's handler receives: each part parsed by its schema. */
export type RouteParsedInput<R extends RouteSpec> = {
  params: R extends { params: infer P extends ObjectSchema } ? z.output<P> : Record<string, never>;
  query: R extends { query: infer Q extends ObjectSchema } ? z.output<Q> : Record<string, never>;
  body: R extends { body: { schema: infer B extends ObjectSchema } } ? z.output<B> : undefined;
};

/** True when a route's input has required parts, so callers must pass them. */
export type HasInput<R extends RouteSpec> = R extends
  | { params: ObjectSchema }
  | { query: ObjectSchema }
  | { body: BodySpec }
  ? true
  : false;

// What a signed-in user may do with a row, decided here once: the server's guard and handlers ask it before
// they act, and the web app asks it before it offers a button (product §5.1, §4.10).

/** The signed-in user as the rules see them: who they are and whether they administer. */
export type Actor = { id: number; is_admin: boolean };

/**
 * The rule of `owner-or-admin`: whether `actor` may manage a row `ownerId` created (delete an archive they
 * uploaded, a message they wrote). Administrators manage every row; a row without an owner (its account was
 * deleted, a demo archive) only administrators.
 */
export function mayManage(actor: Actor, ownerId: number | null): boolean {
  return actor.is_admin || actor.id === ownerId;
}

/**
 * Whether `actor` (null: a guest) may call `route`, on a row `ownerId` created when the route is
 * `owner-or-admin`: what the server's guard and then its handler let through.
 */
export function mayCall(
  actor: Actor | null,
  route: Pick<RouteSpec, 'access'>,
  ownerId: number | null = null,
) {
  const { access } = route;
  if (access === 'guest') return true;
  if (actor === null) return false;
  return access === 'user' || (access === 'admin' ? actor.is_admin : mayManage(actor, ownerId));
}
