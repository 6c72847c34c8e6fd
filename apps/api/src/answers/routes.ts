import { routes } from '@pastexam/api-contract';
import { deletionAudit } from '../audit/record.ts';
import { RateLimited } from '../discussion/rate-limit.ts';
import { type ApiRouter, okOrRefusal, register } from '../http/register.ts';
import { Refusal } from '../refusal.ts';
import { commentForAudit, deleteComment, listComments, postComment } from './comments.ts';
import { addExpert, expertForAudit, listExperts, removeExpert } from './experts.ts';
import {
  answerForAudit,
  deleteAnswer,
  editAnswer,
  listArchiveAnswers,
  listVersions,
  postAnswer,
  voteOnAnswer,
} from './service.ts';
import { endorseAnswer, markOfficial, unmarkOfficial } from './trust.ts';

const { answers } = routes;

/** How an expert's or an administrator's judgement of an answer is recorded: the answer before and after. */
const judged = (
  action: 'answer.mark_official' | 'answer.unmark_official' | 'answer.endorse' | 'answer.unendorse',
) => ({
  action,
  targetType: 'answer' as const,
  before: (db: Parameters<typeof answerForAudit>[0], input: { params: { id: number } }) =>
    answerForAudit(db, input.params.id),
  after: (db: Parameters<typeof answerForAudit>[0], body: { id: number }) => answerForAudit(db, body.id),
});

/** The answers to an archive's questions, their votes, endorsements, official marks and comments (product §4.12). */
export function registerAnswerRoutes(api: ApiRouter) {
  register(api, answers.listArchiveAnswers, async ({ input, c, user }) =>
    okOrRefusal(await listArchiveAnswers(c.var.db, user, input.params.aid)),
  );

  register(api, answers.postAnswer, async ({ input, c, user, token }) => {
    const { aid, qid } = input.params;
    const posted = await postAnswer(c.var.db, { user, token }, aid, qid, input.body.body);
    if (posted instanceof RateLimited) c.header('Retry-After', String(posted.retryAfterSeconds));
    return 'id' in posted ? { status: 201, body: posted } : posted;
  });

  register(api, answers.editAnswer, async ({ input, c, user, token }) =>
    okOrRefusal(await editAnswer(c.var.db, { user, token }, input.params.id, input.body.body)),
  );

  register(
    api,
    answers.deleteAnswer,
    async ({ input, c, user, token }) =>
      okOrRefusal(await deleteAnswer(c.var.db, { user, token }, input.params.id)),
    { audit: deletionAudit('answer.delete', 'answer', (db, input) => answerForAudit(db, input.params.id)) },
  );

  register(api, answers.listAnswerVersions, async ({ input, c, user }) =>
    okOrRefusal(await listVersions(c.var.db, user, input.params.id)),
  );

  register(api, answers.voteAnswer, async ({ input, c, user, token }) => {
    const voted = await voteOnAnswer(c.var.db, { user, token }, input.params.id, input.body.value);
    if (voted instanceof RateLimited) c.header('Retry-After', String(voted.retryAfterSeconds));
    return voted instanceof Refusal ? voted : { status: 200, body: voted };
  });

  register(
    api,
    answers.endorseAnswer,
    async ({ input, c, user, token }) =>
      okOrRefusal(await endorseAnswer(c.var.db, { user, token }, input.params.id, true)),
    { audit: judged('answer.endorse') },
  );
  register(
    api,
    answers.unendorseAnswer,
    async ({ input, c, user, token }) =>
      okOrRefusal(await endorseAnswer(c.var.db, { user, token }, input.params.id, false)),
    { audit: judged('answer.unendorse') },
  );
  register(
    api,
    answers.markAnswerOfficial,
    async ({ input, c, user, token }) =>
      okOrRefusal(await markOfficial(c.var.db, { user, token }, input.params.id)),
    { audit: judged('answer.mark_official') },
  );
  register(
    api,
    answers.unmarkAnswerOfficial,
    async ({ input, c, user, token }) =>
      okOrRefusal(await unmarkOfficial(c.var.db, { user, token }, input.params.id)),
    { audit: judged('answer.unmark_official') },
  );

  registerCommentRoutes(api);
  registerExpertRoutes(api);
}

function registerCommentRoutes(api: ApiRouter) {
  register(api, answers.listAnswerComments, async ({ input, c, user }) =>
    okOrRefusal(await listComments(c.var.db, user, input.params.id)),
  );

  register(api, answers.postAnswerComment, async ({ input, c, user, token }) => {
    const posted = await postComment(c.var.db, { user, token }, input.params.id, input.body.body);
    if (posted instanceof RateLimited) c.header('Retry-After', String(posted.retryAfterSeconds));
    return 'id' in posted ? { status: 201, body: posted } : posted;
  });

  register(
    api,
    answers.deleteAnswerComment,
    async ({ input, c, user, token }) =>
      okOrRefusal(await deleteComment(c.var.db, { user, token }, input.params.id, input.params.cid)),
    {
      audit: deletionAudit('answer_comment.delete', 'answer_comment', (db, input) =>
        commentForAudit(db, input.params.id, input.params.cid),
      ),
    },
  );
}

function registerExpertRoutes(api: ApiRouter) {
  register(api, answers.listCourseExperts, async ({ input, c }) =>
    okOrRefusal(await listExperts(c.var.db, input.params.cid)),
  );

  register(
    api,
    answers.addCourseExpert,
    async ({ input, c, user, token }) => {
      const added = await addExpert(c.var.db, { user, token }, input.params.cid, input.body.user_id);
      return 'user' in added ? { status: 201, body: added } : added;
    },
    {
      audit: {
        action: 'course_expert.add',
        targetType: 'course_expert',
        after: (db, body, _before, input) => expertForAudit(db, input.params.cid, body.user.id),
      },
    },
  );

  register(
    api,
    answers.removeCourseExpert,
    async ({ input, c }) => okOrRefusal(await removeExpert(c.var.db, input.params.cid, input.params.uid)),
    {
      audit: deletionAudit('course_expert.remove', 'course_expert', (db, input) =>
        expertForAudit(db, input.params.cid, input.params.uid),
      ),
    },
  );
}
