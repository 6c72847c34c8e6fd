import { routes } from '@pastexam/api-contract';
import { type ApiRouter, OK, register } from '../http/register.ts';
import { Refusal } from '../refusal.ts';
import { listMyFollows, setCourseFollow } from './service.ts';

/** The courses a reader follows (追蹤): their own, never shown to anyone else. */
export function registerFollowRoutes(api: ApiRouter) {
  const { follows } = routes;
  register(api, follows.setCourseFollow, async ({ input, c, user }) => {
    const done = await setCourseFollow(c.var.db, user.id, input.params.id, input.body.following);
    return done instanceof Refusal ? done : { status: 200, body: OK };
  });
  register(api, follows.listMyFollows, async ({ c, user }) => ({
    status: 200,
    body: await listMyFollows(c.var.db, user.id),
  }));
}
