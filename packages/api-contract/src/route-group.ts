import type { z } from 'zod';
import type { ErrorCode } from './errors.ts';
import { type Access, defineRoute, type Method, type Route, type RouteSpec } from './route.ts';

/** What every route of one resource shares. */
type GroupSpec = {
  tags: readonly string[];
  /** The path parameters of the resource: given to each of its routes whose path has a `{name}`. */
  params?: z.ZodObject;
};

/** What one route of a group states itself; `errors` defaults to no codes of its own. */
type OwnSpec = Omit<RouteSpec, 'method' | 'path' | 'tags' | 'access' | 'params' | 'errors'> & {
  errors?: readonly ErrorCode[];
};

type HasPathParams<P extends string> = P extends `${string}{${string}}${string}` ? true : false;

/** A path the group can serve: one with `{name}` parameters only where the group says what they are. */
type GroupPath<G extends GroupSpec, P extends string> = G extends { params: z.ZodObject }
  ? P
  : HasPathParams<P> extends true
    ? never
    : P;

/** One object type with every member read-only, as a `const` type parameter infers a literal. */
type Spelled<T> = { readonly [K in keyof T]: T[K] };

/** The spec a group's route amounts to: the same type `defineRoute` infers for it written out in full. */
type GroupRouteSpec<
  G extends GroupSpec,
  A extends Access,
  M extends Method,
  P extends string,
  S extends OwnSpec,
> = Spelled<
  { method: M; path: P; tags: G['tags']; access: A } & (HasPathParams<P> extends true
    ? { params: NonNullable<G['params']> }
    : unknown) &
    Omit<S, 'errors'> & { errors: S extends { errors: infer E } ? E : readonly [] }
>;

/**
 * Declares the routes of one resource: the group fixes its tags and path parameters, each route states its
 * method, path and the rest; `group.admin(...)` declares one only administrators may call, and likewise `guest`, `user`, `ownerOrAdmin`.
 */
export function routeGroup<const G extends GroupSpec>(group: G) {
  const declare =
    <const A extends Access>(access: A) =>
    <const M extends Method, const P extends string, const S extends OwnSpec>(
      method: M,
      path: GroupPath<G, P>,
      spec: S,
    ): Route<GroupRouteSpec<G, A, M, P, S>> => {
      const { summary, errors = [], ...rest } = spec;
      const params = path.includes('{') ? { params: group.params } : {};
      const full = { method, path, tags: group.tags, summary, access, ...params, ...rest, errors };
      // The object above is the spelled-out type; only the conditional `params` member is beyond inference.
      return defineRoute(full as GroupRouteSpec<G, A, M, P, S>);
    };
  return {
    guest: declare('guest'),
    user: declare('user'),
    admin: declare('admin'),
    ownerOrAdmin: declare('owner-or-admin'),
  };
}
