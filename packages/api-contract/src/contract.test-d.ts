// The zod schemas are what the server validates with; openapi-types.ts is what the generated OpenAPI
// document promises to clients. These type-level tests fail the build when the two disagree for any
// endpoint: path parameters, request bodies (every content type) and every response body of every status.

import { describe, expectTypeOf, test } from 'vitest';
import type { z } from 'zod';
import type { paths } from '../generated/openapi-types.ts';
import type { ErrorCode, errorCatalogue } from './errors.ts';
import type { RouteErrorCode, RouteSpec } from './route.ts';
import type { routes } from './routes/index.ts';
import type { tokenResponseSchema } from './schemas/auth.ts';

type Routes = typeof routes;
/** An area of the API: `auth`, `courses` … */
type Area = keyof Routes;
type authRoutes = Routes['auth'];
type courseRoutes = Routes['courses'];

/**
 * What a caller sends for a request schema. z.input is the right side (fields with a zod default are
 * optional for the caller, and the document leaves them out of `required`), with two wire-format facts:
 * - a `z.coerce` field has input type `unknown` in zod 4 (it accepts anything and converts it); the
 *   document describes the value it must convert to, which is the field's output type;
 * - a multipart `File` is written as `{ type: string, format: binary }`, which openapi-typescript types
 *   as `string`, in a list of files too.
 */
type Wire<T> = T extends File ? string : T extends readonly (infer I)[] ? Wire<I>[] : T;

type Sent<S extends z.ZodType> = {
  [K in keyof z.input<S>]: unknown extends z.input<S>[K]
    ? K extends keyof z.output<S>
      ? z.output<S>[K]
      : never
    : Wire<z.input<S>[K]>;
};

type ContentTypes = {
  json: 'application/json';
  form: 'application/x-www-form-urlencoded' | 'multipart/form-data';
  multipart: 'multipart/form-data';
};

/** A success answer as the document types it: JSON parsed by its schema, raw bytes as a string. */
type SuccessContent<S> = S extends { kind: 'json'; schema: infer T extends z.ZodType }
  ? { 'application/json': z.output<T> }
  : S extends { kind: 'binary'; mediaType: infer M extends string }
    ? { [K in M]: string }
    : never;

/** The codes of `Codes` whose status is `S`. */
type CodesAt<Codes extends ErrorCode, S> = Codes extends ErrorCode
  ? (typeof errorCatalogue)[Codes]['status'] extends S
    ? Codes
    : never
  : never;

/** Every error status a route may answer, each with the envelope restricted to that status's codes. */
type ErrorContent<R extends RouteSpec> = {
  [S in (typeof errorCatalogue)[RouteErrorCode<R>]['status']]: {
    'application/json': { detail: string; code: CodesAt<RouteErrorCode<R>, S> };
  };
};

/** One object type for an intersection, so that type equality compares members, not the way they were built. */
type Flat<T> = { [K in keyof T]: T[K] };

/** An endpoint as its zod definition types it; `never` where a part is absent. */
type ZodSide<R> = R extends RouteSpec
  ? {
      params: R extends { params: infer S extends z.ZodType } ? Sent<S> : never;
      query: R extends { query: infer S extends z.ZodType } ? Sent<S> : never;
      body: R extends {
        body: { encoding: infer E extends keyof ContentTypes; schema: infer S extends z.ZodType };
      }
        ? { [CT in ContentTypes[E]]: Sent<S> }
        : never;
      responses: Flat<
        { -readonly [St in keyof R['responses']]: SuccessContent<R['responses'][St]> } & ErrorContent<R>
      >;
    }
  : never;

/** The openapi-typescript operation of a route, found by its literal path and method. */
type Operation<R> = R extends { path: infer P extends keyof paths; method: infer M extends string }
  ? M extends keyof paths[P]
    ? NonNullable<paths[P][M]>
    : never
  : never;

/** The same endpoint as the generated OpenAPI types describe it; `never` where a part is absent. */
type OpenApiSide<R, O = Operation<R>> = {
  params: O extends { parameters: { path: infer X } } ? X : never;
  query: O extends { parameters: { query?: infer X } } ? Exclude<X, undefined> : never;
  body: O extends { requestBody: { content: infer C } } ? C : never;
  responses: O extends { responses: infer Rs }
    ? { [St in keyof Rs]: Rs[St] extends { content: infer C } ? C : never }
    : never;
};

type ZodSides<Module> = { [K in keyof Module]: ZodSide<Module[K]> };
type OpenApiSides<Module> = { [K in keyof Module]: OpenApiSide<Module[K]> };

describe('every endpoint: zod types equal the openapi-typescript types', () => {
  // Area by area, so that a new area is compared as soon as it is added to `routes`.
  test('every area', () => {
    expectTypeOf<{ [A in Area]: ZodSides<Routes[A]> }>().toEqualTypeOf<{
      [A in Area]: OpenApiSides<Routes[A]>;
    }>();
  });
});

type RouteUnion = { [A in Area]: Routes[A][keyof Routes[A]] }[Area];
type Methods = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';
type RouteKeys = RouteUnion extends infer R
  ? R extends { method: infer M extends string; path: infer P extends string }
    ? `${M} ${P}`
    : never
  : never;
type DocumentKeys = {
  [P in keyof paths & string]: {
    [M in Methods]: paths[P][M] extends undefined ? never : `${M} ${P}`;
  }[Methods];
}[keyof paths & string];

describe('the comparison covers the whole document and cannot pass vacuously', () => {
  test('the routes are exactly the operations of the document', () => {
    expectTypeOf<RouteKeys>().toEqualTypeOf<DocumentKeys>();
  });

  test('a known endpoint resolves to real types on both sides', () => {
    type Login = authRoutes['login'];
    expectTypeOf<Operation<Login>>().not.toBeNever();
    expectTypeOf<OpenApiSide<Login>['responses'][200]['application/json']>().toEqualTypeOf<
      z.infer<typeof tokenResponseSchema>
    >();
    expectTypeOf<
      paths['/auth/login']['post']['responses'][200]['content']['application/json']
    >().toEqualTypeOf<z.infer<typeof tokenResponseSchema>>();
    expectTypeOf<ZodSide<Login>['body']['application/x-www-form-urlencoded']>().toEqualTypeOf<{
      username: string;
      password: string;
    }>();
    expectTypeOf<ZodSide<courseRoutes['adminUpdateCourse']>['params']>().toEqualTypeOf<{ id: string }>();
  });

  test('a mismatch would be caught', () => {
    // A response body that lost a field must not equal the document's.
    type Shrunk = Omit<z.infer<typeof tokenResponseSchema>, 'token_type'>;
    expectTypeOf<Shrunk>().not.toEqualTypeOf<
      OpenApiSide<authRoutes['login']>['responses'][200]['application/json']
    >();
  });
});
