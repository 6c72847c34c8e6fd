// Checked by `pnpm typecheck`: a form's field mapping takes only the codes its routes may answer, so a
// misspelled code, or one the route never answers, fails to compile.

import { isRouteError, routes } from '@pastexam/api-contract';
import type { FieldsOfCodes } from './refusals.ts';

type PasswordFields = FieldsOfCodes<typeof routes.users.changeOwnPassword, 'current_password'>;

export const answered: PasswordFields = { wrong_password: 'current_password' };

// @ts-expect-error `wrong_pasword` is no error code
export const misspelled: PasswordFields = { wrong_pasword: 'current_password' };

// @ts-expect-error changing one's password never answers `duplicate_nickname`
export const neverAnswered: PasswordFields = { duplicate_nickname: 'current_password' };

export function isConflict(error: unknown): boolean {
  // @ts-expect-error generating an exam never answers `duplicate_course`
  if (isRouteError(error, routes.aiExam.generate, 'duplicate_course')) return true;
  return isRouteError(error, routes.aiExam.generate, 'task_conflict');
}
