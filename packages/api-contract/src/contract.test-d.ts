// The zod schemas are what the server validates with; openapi-types.ts is what the generated OpenAPI
// document promises to clients. These type-level tests fail the build when the two disagree for any
// endpoint: path parameters, request bodies (every content type) and every response body of every status.
import type { z } from '@hono/zod-openapi';
import { describe, expectTypeOf, test } from 'vitest';
import type { paths } from '../generated/openapi-types.ts';
import type { aiExamRoutes, archiveRoutes, authRoutes, courseRoutes, userRoutes } from './index.ts';
import type { tokenResponseSchema } from './schemas/auth.ts';

/**
 * What a caller sends for a request schema. z.input is the right side (fields with a zod default are
 * optional for the caller, and the document leaves them out of `required`), with two wire-format facts:
 * - a `z.coerce` field has input type `unknown` in zod 4 (it accepts anything and converts it); the
 *   document describes the value it must convert to, which is the field's output type;
 * - a multipart `File` is written as `{ type: string, format: binary }`, which openapi-typescript types
 *   as `string`.
 */
type Sent<S extends z.ZodType> = {
  [K in keyof z.input<S>]: unknown extends z.input<S>[K]
    ? K extends keyof z.output<S>
      ? z.output<S>[K]
      : never
    : z.input<S>[K] extends File
      ? string
      : z.input<S>[K];
};

/** Each content type of a request (as sent) or a response (as the server returns it). */
type ZodContent<C, Mode extends 'sent' | 'received'> = {
  -readonly [CT in keyof C]: C[CT] extends { schema: infer S extends z.ZodType }
    ? Mode extends 'sent'
      ? Sent<S>
      : z.output<S>
    : never;
};

/** An endpoint as its zod definition types it; `never` where a part is absent. */
type ZodSide<R> = {
  params: R extends { request: { params: infer S extends z.ZodType } } ? Sent<S> : never;
  query: R extends { request: { query: infer S extends z.ZodType } } ? Sent<S> : never;
  body: R extends { request: { body: { content: infer C } } } ? ZodContent<C, 'sent'> : never;
  responses: R extends { responses: infer Rs }
    ? { -readonly [St in keyof Rs]: Rs[St] extends { content: infer C } ? ZodContent<C, 'received'> : never }
    : never;
};

/** The openapi-typescript operation of a route, found by its literal path and method. */
type Operation<R> = R extends { path: infer P extends keyof paths; method: infer M extends string }
  ? M extends keyof paths[P]
    ? NonNullable<paths[P][M]>
    : never
  : never;

/** The same endpoint as the generated OpenAPI types describe it; `never` where a part is absent. */
type OpenApiSide<R, O = Operation<R>> = {
  params: O extends { parameters: { path: infer X } } ? X : never;
  query: O extends { parameters: { query: infer X } } ? X : never;
  body: O extends { requestBody: { content: infer C } } ? C : never;
  responses: O extends { responses: infer Rs }
    ? { [St in keyof Rs]: Rs[St] extends { content: infer C } ? C : never }
    : never;
};

type ZodSides<Module> = { [K in keyof Module]: ZodSide<Module[K]> };
type OpenApiSides<Module> = { [K in keyof Module]: OpenApiSide<Module[K]> };

describe('every endpoint: zod types equal the openapi-typescript types', () => {
  test('auth', () => {
    expectTypeOf<ZodSides<typeof authRoutes>>().toEqualTypeOf<OpenApiSides<typeof authRoutes>>();
  });
  test('users', () => {
    expectTypeOf<ZodSides<typeof userRoutes>>().toEqualTypeOf<OpenApiSides<typeof userRoutes>>();
  });
  test('courses', () => {
    expectTypeOf<ZodSides<typeof courseRoutes>>().toEqualTypeOf<OpenApiSides<typeof courseRoutes>>();
  });
  test('archives', () => {
    expectTypeOf<ZodSides<typeof archiveRoutes>>().toEqualTypeOf<OpenApiSides<typeof archiveRoutes>>();
  });
  test('ai exam', () => {
    expectTypeOf<ZodSides<typeof aiExamRoutes>>().toEqualTypeOf<OpenApiSides<typeof aiExamRoutes>>();
  });
});

type RouteUnion =
  | (typeof authRoutes)[keyof typeof authRoutes]
  | (typeof userRoutes)[keyof typeof userRoutes]
  | (typeof courseRoutes)[keyof typeof courseRoutes]
  | (typeof archiveRoutes)[keyof typeof archiveRoutes]
  | (typeof aiExamRoutes)[keyof typeof aiExamRoutes];
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
    type Login = typeof authRoutes.login;
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
    expectTypeOf<ZodSide<typeof courseRoutes.adminUpdateCourse>['params']>().toEqualTypeOf<{ id: number }>();
  });

  test('a mismatch would be caught', () => {
    // A response body that lost a field must not equal the document's.
    type Shrunk = Omit<z.infer<typeof tokenResponseSchema>, 'token_type'>;
    expectTypeOf<Shrunk>().not.toEqualTypeOf<
      OpenApiSide<typeof authRoutes.login>['responses'][200]['application/json']
    >();
  });
});
