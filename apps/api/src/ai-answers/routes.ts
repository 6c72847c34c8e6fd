import { routes } from '@pastexam/api-contract';
import { type ApiRouter, okOrRefusal, register } from '../http/register.ts';
import { Refusal } from '../refusal.ts';
import { listDrafts, readDraft, requestDraft } from './service.ts';

export type AiAnswerRoutesOptions = {
  /** Called after a draft is queued, so this replica's worker starts it without waiting for its next poll. */
  onRequestQueued?: (() => void) | undefined;
};

/** 請 AI 試答 (product §4.13). */
export function registerAiAnswerRoutes(api: ApiRouter, options: AiAnswerRoutesOptions = {}) {
  register(api, routes.aiAnswers.requestAiAnswer, async ({ input, c, user }) => {
    const request = await requestDraft(c.var.db, user.id, input.params.aid, input.params.qid);
    if (request instanceof Refusal) return request;
    options.onRequestQueued?.();
    return { status: 200, body: request };
  });

  register(api, routes.aiAnswers.listAiAnswers, async ({ input, c, user }) =>
    okOrRefusal(await listDrafts(c.var.db, user.id, input.params.aid, input.params.qid)),
  );

  register(api, routes.aiAnswers.getAiAnswer, async ({ input, c, user }) =>
    okOrRefusal(
      await readDraft(c.var.db, user.id, {
        archiveId: input.params.aid,
        questionId: input.params.qid,
        id: input.params.id,
      }),
    ),
  );
}
