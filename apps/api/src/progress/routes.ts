import { routes } from '@pastexam/api-contract';
import { type ApiRouter, OK, register } from '../http/register.ts';
import { Refusal } from '../refusal.ts';
import { listMyBookmarks, listMyCompletions, setBookmark, setCompletion } from './service.ts';

/** A reader's own progress: bookmarked questions (收藏) and archives marked 已完成. Never shown to anyone else. */
export function registerProgressRoutes(api: ApiRouter) {
  const { progress } = routes;
  register(api, progress.setBookmark, async ({ input, c, user }) => {
    const done = await setBookmark(c.var.db, user.id, input.params.qid, input.body.bookmarked);
    return done instanceof Refusal ? done : { status: 200, body: OK };
  });
  register(api, progress.listMyBookmarks, async ({ c, user }) => ({
    status: 200,
    body: { bookmarks: await listMyBookmarks(c.var.db, user.id) },
  }));
  register(api, progress.setCompletion, async ({ input, c, user }) => {
    const done = await setCompletion(c.var.db, user.id, input.params.aid, input.body.completed);
    return done instanceof Refusal ? done : { status: 200, body: OK };
  });
  register(api, progress.listMyCompletions, async ({ c, user }) => ({
    status: 200,
    body: await listMyCompletions(c.var.db, user.id),
  }));
}
