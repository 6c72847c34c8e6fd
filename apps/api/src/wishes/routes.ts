import { routes } from '@pastexam/api-contract';
import { type ApiRouter, okOrRefusal, register } from '../http/register.ts';
import {
  closeWish,
  findWishMatches,
  listCourseWishes,
  listMostWished,
  listMyWishes,
  makeWish,
  setWishJoined,
  wishAuditState,
} from './service.ts';

/** 許願池: wishes for exams a course lacks, joined by others (同求), fulfilled by uploads or closed by admins. */
export function registerWishRoutes(api: ApiRouter) {
  const { wishes } = routes;
  register(api, wishes.listCourseWishes, async ({ input, c, user }) =>
    okOrRefusal(await listCourseWishes(c.var.db, user.id, input.params.id)),
  );
  register(api, wishes.makeWish, async ({ input, c, user }) =>
    okOrRefusal(await makeWish(c.var.db, user.id, input.params.id, input.body)),
  );
  register(api, wishes.findWishMatches, async ({ input, c }) =>
    okOrRefusal(await findWishMatches(c.var.db, input.params.id, input.body)),
  );
  register(api, wishes.setWishJoined, async ({ input, c, user }) =>
    okOrRefusal(await setWishJoined(c.var.db, user.id, input.params.id, input.body.joined)),
  );
  register(api, wishes.listMyWishes, async ({ c, user }) => ({
    status: 200,
    body: await listMyWishes(c.var.db, user.id),
  }));
  register(api, wishes.adminListWishes, async ({ c, user }) => ({
    status: 200,
    body: await listMostWished(c.var.db, user.id),
  }));
  register(
    api,
    wishes.adminCloseWish,
    async ({ input, c, user }) =>
      okOrRefusal(await closeWish(c.var.db, user.id, input.params.id, input.body.reason)),
    {
      audit: {
        action: 'wish.close',
        targetType: 'wish',
        before: (db, input) => wishAuditState(db, input.params.id),
        after: (db, wish) => wishAuditState(db, wish.id),
      },
    },
  );
}
