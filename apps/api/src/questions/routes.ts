import { routes } from '@pastexam/api-contract';
import { type ApiRouter, okOrRefusal, register } from '../http/register.ts';
import { listQuestions } from './service.ts';

/** An archive's questions (product §4.11). */
export function registerQuestionRoutes(api: ApiRouter) {
  register(api, routes.questions.listQuestions, async ({ input, c }) =>
    okOrRefusal(await listQuestions(c.var.db, input.params.aid)),
  );
}
