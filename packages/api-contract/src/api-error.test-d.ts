// What a route can answer is the only set of codes a caller may compare an error with: a misspelled code, or
// one the route never answers, does not compile.

import { describe, expectTypeOf, test } from 'vitest';
import { routeErrorCode } from './api-error.ts';
import type { ErrorCodeOf } from './route.ts';
import { routes } from './routes/index.ts';

const failure: unknown = null;

describe('routeErrorCode', () => {
  test("is typed by the route's declared codes and those of the layer in front of it", () => {
    expectTypeOf(routeErrorCode(failure, routes.users.changeOwnPassword)).toEqualTypeOf<ErrorCodeOf<
      typeof routes.users.changeOwnPassword
    > | null>();
    expectTypeOf<ErrorCodeOf<typeof routes.users.changeOwnPassword>>().toEqualTypeOf<
      | 'wrong_password'
      | 'sso_password'
      | 'too_many_attempts'
      | 'unauthorized'
      | 'xsrf'
      | 'payload_too_large'
      | 'invalid_input'
      | 'internal_error'
      | 'database_unavailable'
    >();
  });

  test('over several routes, is any code one of them answers', () => {
    const code = routeErrorCode(failure, [routes.users.createUser, routes.courses.adminCreateCourse]);
    expectTypeOf<'duplicate_email' | 'duplicate_course'>().toExtend<NonNullable<typeof code>>();
    expectTypeOf<'task_conflict'>().not.toExtend<NonNullable<typeof code>>();
  });

  test('a comparison with a misspelled code, or one the route never answers, fails to compile', () => {
    const code = routeErrorCode(failure, routes.aiExam.generate);
    // @ts-expect-error `task_conflct` is no error code
    void (code === 'task_conflct');
    // @ts-expect-error generating an exam never answers `duplicate_course`
    void (code === 'duplicate_course');
    void (code === 'task_conflict');
  });
});
