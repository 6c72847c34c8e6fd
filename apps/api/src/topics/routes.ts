import { routes } from '@pastexam/api-contract';
import { geminiSettingsFromEnv } from '../ai-exam/gemini/index.ts';
import { deletionAudit } from '../audit/record.ts';
import { RateLimited } from '../discussion/rate-limit.ts';
import { type ApiRouter, okOrRefusal, register } from '../http/register.ts';
import { Refusal } from '../refusal.ts';
import { suggestTopicsByAi } from './ai-suggestions.ts';
import { courseFingerprint } from './fingerprint.ts';
import { topicPage } from './page.ts';
import { decideQuestionTopic, listQuestionTopics, proposeQuestionTopic } from './tagging.ts';
import {
  createTopic,
  deleteTopic,
  exportTopics,
  importTopics,
  listTopics,
  topicForAudit,
  updateTopic,
} from './tree.ts';

/**
 * 主題 (product §4.19): the department's two-level tag tree, edited by admins and course experts, and the tags
 * of each question, proposed by anyone signed in and confirmed by an expert of its course or an admin.
 */
export function registerTopicRoutes(api: ApiRouter) {
  const { topics } = routes;
  register(api, topics.listTopics, async ({ c, user }) => ({
    status: 200,
    body: await listTopics(c.var.db, user),
  }));
  register(api, topics.createTopic, async ({ input, c, user }) => {
    const created = await createTopic(c.var.db, user, input.body);
    return created instanceof Refusal ? created : { status: 201, body: created };
  });
  register(api, topics.updateTopic, async ({ input, c, user }) =>
    okOrRefusal(await updateTopic(c.var.db, user, input.params.tid, input.body)),
  );
  register(
    api,
    topics.deleteTopic,
    async ({ input, c, user }) => okOrRefusal(await deleteTopic(c.var.db, user, input.params.tid)),
    { audit: deletionAudit('topic.delete', 'topic', (db, input) => topicForAudit(db, input.params.tid)) },
  );
  register(api, topics.exportTopics, async ({ c }) => ({ status: 200, body: await exportTopics(c.var.db) }));
  register(
    api,
    topics.importTopics,
    async ({ input, c }) => okOrRefusal(await importTopics(c.var.db, input.body)),
    {
      audit: {
        action: 'topics.import',
        targetType: 'topic',
        after: (_db, body) => ({ id: '', name: '主題樹', ...body }),
      },
    },
  );
  register(api, topics.topicQuestions, async ({ input, c }) =>
    okOrRefusal(await topicPage(c.var.db, input.params.tid)),
  );
  register(api, topics.courseFingerprint, async ({ input, c }) =>
    okOrRefusal(await courseFingerprint(c.var.db, input.params.id, input.query.professor ?? null)),
  );

  register(api, topics.listQuestionTopics, async ({ input, c, user }) =>
    okOrRefusal(await listQuestionTopics(c.var.db, user, input.params.aid, input.params.qid)),
  );
  const tagging = (params: { aid: number; qid: number; tid: number }) => ({
    archiveId: params.aid,
    questionId: params.qid,
    topicId: params.tid,
  });
  register(api, topics.proposeQuestionTopic, async ({ input, c, user }) =>
    okOrRefusal(await proposeQuestionTopic(c.var.db, user, tagging(input.params), input.body.source)),
  );
  register(api, topics.confirmQuestionTopic, async ({ input, c, user }) =>
    okOrRefusal(await decideQuestionTopic(c.var.db, user, tagging(input.params), 'confirmed')),
  );
  register(api, topics.suggestQuestionTopicsByAi, async ({ input, c, user }) => {
    const deps = { appSecret: c.var.env.APP_SECRET, gemini: geminiSettingsFromEnv(c.var.env) };
    const where = { archiveId: input.params.aid, questionId: input.params.qid };
    const suggested = await suggestTopicsByAi(c.var.db, deps, user, where);
    if (suggested instanceof RateLimited) c.header('Retry-After', String(suggested.retryAfterSeconds));
    return suggested instanceof Refusal ? suggested : { status: 200, body: suggested };
  });
  register(api, topics.rejectQuestionTopic, async ({ input, c, user }) =>
    okOrRefusal(await decideQuestionTopic(c.var.db, user, tagging(input.params), 'rejected')),
  );
}
