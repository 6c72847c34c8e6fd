import { routes } from '@pastexam/api-contract';
import { type ApiRouter, okOrRefusal, register } from '../http/register.ts';
import { Refusal } from '../refusal.ts';
import { flagAnswer, listFlags, markMyFlagsSeen, myFlags, openFlagsOf, resolveFlags } from './service.ts';

/** Flags on answers, 檢舉 for admins and 我的檢舉 for flaggers (product §4.12). */
export function registerAnswerFlagRoutes(api: ApiRouter) {
  register(api, routes.answerFlags.flagAnswer, async ({ input, c, user }) => {
    const flagged = await flagAnswer(
      c.var.db,
      { id: user.id, isAdmin: user.isAdmin },
      input.params.id,
      input.body,
    );
    return flagged instanceof Refusal ? flagged : { status: 201, body: flagged };
  });

  register(api, routes.answerFlags.myFlags, async ({ c, user }) => ({
    status: 200,
    body: await myFlags(c.var.db, user.id),
  }));

  register(api, routes.answerFlags.markMyFlagsSeen, async ({ c, user }) => ({
    status: 200,
    body: await markMyFlagsSeen(c.var.db, user.id),
  }));

  register(api, routes.answerFlags.adminListFlags, async ({ input, c }) => ({
    status: 200,
    body: await listFlags(c.var.db, input.query.state),
  }));

  register(
    api,
    routes.answerFlags.adminResolveFlags,
    async ({ input, c, user }) =>
      okOrRefusal(await resolveFlags(c.var.db, user.id, input.params.id, input.body.outcome)),
    {
      audit: {
        action: 'answer_flag.resolve',
        targetType: 'answer',
        before: async (db, input) => {
          const open = await openFlagsOf(db, input.params.id);
          return open && { id: input.params.id, name: open.excerpt ?? '', ...open };
        },
        after: (_db, body, before) => ({
          id: body.answer_id ?? before?.id ?? '',
          name: typeof before?.name === 'string' ? before.name : '',
          outcome: body.outcome,
          hidden: body.hidden,
          flags_resolved: body.flags.length,
        }),
      },
    },
  );
}
