import { type ErrorCode, type QuestionList, routes } from '@pastexam/api-contract';
import { deletionAudit } from '../audit/record.ts';
import type { Database } from '../db/client.ts';
import { type ApiRouter, okOrRefusal, register } from '../http/register.ts';
import { Refusal } from '../refusal.ts';
import {
  addQuestion,
  confirmAllQuestions,
  confirmQuestion,
  moveQuestion,
  removeQuestion,
  renameQuestion,
  TooManyEdits,
} from './edit.ts';
import { questionForAudit } from './edit-repository.ts';
import { lockForAudit } from './repository.ts';
import { listQuestions, lockQuestions, questionHistory } from './service.ts';
import { similarQuestions } from './similar.ts';

type ArchiveInput = { params: { aid: number } };

/** How a lock or an unlock is recorded: the archive's name and whether its questions were locked, then are. */
const lockAudit = (action: 'questions.lock' | 'questions.unlock') => ({
  action,
  targetType: 'archive' as const,
  before: (db: Database, input: ArchiveInput) => lockForAudit(db, input.params.aid),
  after: (db: Database, _body: unknown, _before: unknown, input: ArchiveInput) =>
    lockForAudit(db, input.params.aid),
});

/** An archive's questions (product §4.11): listed to signed-in users, changed by them, locked by admins. */
export function registerQuestionRoutes(api: ApiRouter) {
  const { questions } = routes;
  register(api, questions.listQuestions, async ({ input, c, user }) =>
    okOrRefusal(await listQuestions(c.var.db, user, input.params.aid)),
  );
  register(api, questions.similarQuestions, async ({ input, c }) =>
    okOrRefusal(await similarQuestions(c.var.db, input.params.aid, input.params.qid)),
  );
  register(api, questions.questionHistory, async ({ input, c }) =>
    okOrRefusal(await questionHistory(c.var.db, input.params.aid)),
  );

  register(api, questions.addQuestion, async ({ input, c, user }) => {
    const added = withRetryAfter(c, await addQuestion(c.var.db, user, input.params.aid, input.body));
    return added instanceof Refusal ? added : { status: 201, body: added.body };
  });
  register(api, questions.moveQuestion, async ({ input, c, user }) =>
    withRetryAfter(c, await moveQuestion(c.var.db, user, input.params.aid, input.params.qid, input.body)),
  );
  register(api, questions.renameQuestion, async ({ input, c, user }) =>
    withRetryAfter(
      c,
      await renameQuestion(c.var.db, user, input.params.aid, input.params.qid, input.body.name),
    ),
  );
  register(api, questions.confirmQuestion, async ({ input, c, user }) =>
    withRetryAfter(c, await confirmQuestion(c.var.db, user, input.params.aid, input.params.qid)),
  );
  register(api, questions.confirmAllQuestions, async ({ input, c, user }) =>
    withRetryAfter(c, await confirmAllQuestions(c.var.db, user, input.params.aid)),
  );
  register(
    api,
    questions.removeQuestion,
    async ({ input, c, user }) =>
      withRetryAfter(c, await removeQuestion(c.var.db, user, input.params.aid, input.params.qid)),
    {
      audit: deletionAudit('question.delete', 'question', (db, input) =>
        questionForAudit(db, input.params.aid, input.params.qid),
      ),
    },
  );

  register(
    api,
    questions.lockQuestions,
    async ({ input, c, user }) => okOrRefusal(await lockQuestions(c.var.db, user, input.params.aid, true)),
    { audit: lockAudit('questions.lock') },
  );
  register(
    api,
    questions.unlockQuestions,
    async ({ input, c, user }) => okOrRefusal(await lockQuestions(c.var.db, user, input.params.aid, false)),
    { audit: lockAudit('questions.unlock') },
  );
}

/** A refusal for editing too often carries Retry-After; any other outcome is answered as it is. */
function withRetryAfter<C extends ErrorCode>(
  c: { header: (name: string, value: string) => void },
  outcome: QuestionList | Refusal<C>,
) {
  if (outcome instanceof TooManyEdits) c.header('Retry-After', String(outcome.retryAfterSeconds));
  return okOrRefusal(outcome);
}
