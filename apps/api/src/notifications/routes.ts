import { routes } from '@pastexam/api-contract';
import { spendOnce } from '../auth/session/revocations.ts';
import { admitStreamTicket, issueStreamTicket } from '../auth/session/stream-ticket.ts';
import { requestLocale } from '../http/errors.ts';
import type { ApiRouter } from '../http/register.ts';
import { okOrRefusal, register } from '../http/register.ts';
import { fail } from '../refusal.ts';
import type { NotificationFeed } from './feed.ts';
import { unsubscribeByToken } from './mail/unsubscribe.ts';
import {
  changeNotificationSettings,
  listNotifications,
  markAllRead,
  markOneRead,
  notificationSettings,
  unreadNotifications,
} from './service.ts';
import { notificationStream } from './stream.ts';

const TICKET_REFUSED = '通知的即時連線憑證無效或已過期，請重新整理頁面';

/** A ticket opens the stream of the user who asked for it, never another's. */
const OWN_STREAM = { purpose: 'notification-stream', id: 'caller' } as const;

/** Each user's notifications; `feed` carries every replica's changes to this one's streams. */
export function registerNotificationRoutes(api: ApiRouter, feed: NotificationFeed) {
  register(api, routes.notifications.listNotifications, async ({ input, c, user }) => ({
    status: 200,
    body: await listNotifications(c.var.db, user.id, input.query.before, requestLocale(c)),
  }));

  register(api, routes.notifications.unreadNotifications, async ({ c, user }) => ({
    status: 200,
    body: await unreadNotifications(c.var.db, user.id),
  }));

  register(api, routes.notifications.markNotificationRead, async ({ input, c, user }) =>
    okOrRefusal(await markOneRead(c.var.db, user.id, input.params.id)),
  );

  register(api, routes.notifications.markAllNotificationsRead, async ({ c, user }) => ({
    status: 200,
    body: await markAllRead(c.var.db, user.id),
  }));

  register(api, routes.notifications.getNotificationSettings, async ({ c, user }) => ({
    status: 200,
    body: await notificationSettings(c.var.db, user.id),
  }));

  register(api, routes.notifications.setNotificationSettings, async ({ input, c, user }) =>
    okOrRefusal(
      await changeNotificationSettings(c.var.db, user.id, input.body, {
        mailAvailable: c.var.env.SMTP_URL !== undefined,
      }),
    ),
  );

  register(api, routes.notifications.unsubscribeNotificationMail, async ({ input, c }) =>
    okOrRefusal(await unsubscribeByToken(c.var.db, c.var.env.APP_SECRET, input.query.token)),
  );

  register(api, routes.notifications.notificationStreamTicket, async ({ c, user, token }) => ({
    status: 200,
    body: await issueStreamTicket(c.var.env, { user, token }, OWN_STREAM),
  }));

  register(api, routes.notifications.notificationEventStream, async ({ input, c }) => {
    const { db, env, sessions } = c.var;
    const ticket = await admitStreamTicket(env, sessions, input.query.ticket, OWN_STREAM);
    // A ticket opens one stream: one seen in a log or an address bar opens nothing more, on any replica.
    if (ticket === null || !(await spendOnce(db, ticket.ticketId, ticket.expiresAt)))
      return fail('unauthorized', TICKET_REFUSED);
    const { userId, jti } = ticket.token;
    const session = {
      stillAllowed: ticket.stillAllowed,
      watchSession: (onChange: () => void) => sessions.watch({ userId, jti, onChange }),
    };
    return notificationStream(session, db, feed, userId, requestLocale(c));
  });
}
