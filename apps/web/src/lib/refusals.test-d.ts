// Checked by `pnpm typecheck`: a form's field mapping takes only the codes its routes may answer, so a
// misspelled code, or one the route never answers, fails to compile.

import { routeErrorCode, routes } from '@pastexam/api-contract';
import type { FieldsOfCodes } from './refusals.ts';

type PasswordFields = FieldsOfCodes<typeof routes.users.changeOwnPassword, 'current_password'>;

export const answered: PasswordFields = { wrong_password: 'current_password' };

// @ts-expect-error `wrong_pasword` is no error code
export const misspelled: PasswordFields = { wrong_pasword: 'current_password' };

// @ts-expect-error changing one's password never answers `duplicate_nickname`
export const neverAnswered: PasswordFields = { duplicate_nickname: 'current_password' };

export function isConflict(error: unknown): boolean {
  const code = routeErrorCode(error, routes.aiExam.generate);
  // @ts-expect-error generating an exam never answers `duplicate_course`
  if (code === 'duplicate_course') return true;
  return code === 'task_conflict';
}
