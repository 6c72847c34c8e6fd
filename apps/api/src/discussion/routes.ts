import { routes, streamCursorSchema } from '@pastexam/api-contract';
import { deletionAudit } from '../audit/record.ts';
import { spendOnce } from '../auth/session/revocations.ts';
import { admitStreamTicket, issueStreamTicket } from '../auth/session/stream-ticket.ts';
import type { ApiRouter } from '../http/register.ts';
import { okOrRefusal, register } from '../http/register.ts';
import { fail, Refusal } from '../refusal.ts';
import type { DiscussionFeed } from './feed.ts';
import { archiveIsOpen } from './repository.ts';
import {
  deleteMessage,
  listArchiveMessages,
  messageForAudit,
  postMessage,
  TooManyMessages,
} from './service.ts';
import { messageStream } from './stream.ts';

const TICKET_REFUSED = '討論的即時連線憑證無效或已過期，請重新整理頁面';

/** What a ticket for the archive's stream opens. */
const streamOf = (archiveId: number) => ({ purpose: 'discussion-stream', id: archiveId });

/** The discussion beside each archive (product §4.10); `feed` carries every replica's changes to this one's streams. */
export function registerDiscussionRoutes(api: ApiRouter, feed: DiscussionFeed) {
  register(api, routes.discussion.listMessages, async ({ input, c }) =>
    okOrRefusal(await listArchiveMessages(c.var.db, input.params.aid, input.query.before)),
  );

  register(api, routes.discussion.postMessage, async ({ input, c, user, token }) => {
    const posted = await postMessage(c.var.db, { user, token }, input.params.aid, input.body.body);
    if (posted instanceof TooManyMessages) c.header('Retry-After', String(posted.retryAfterSeconds));
    if (posted instanceof Refusal) return posted;
    c.var.logger.info(
      { event: 'message_posted', archiveId: input.params.aid, messageId: posted.id, userId: user.id },
      'message posted',
    );
    return { status: 201, body: posted };
  });

  register(
    api,
    routes.discussion.deleteMessage,
    async ({ input, c, user, token }) => {
      const { aid, mid } = input.params;
      return okOrRefusal(await deleteMessage(c.var.db, { user, token }, aid, mid));
    },
    {
      audit: deletionAudit('message.delete', 'message', (db, input) =>
        messageForAudit(db, input.params.aid, input.params.mid),
      ),
    },
  );

  register(api, routes.discussion.messageStreamTicket, async ({ input, c, user, token }) => {
    if (!(await archiveIsOpen(c.var.db, input.params.aid))) return fail('archive_not_found');
    return {
      status: 200,
      body: await issueStreamTicket(c.var.env, { user, token }, streamOf(input.params.aid)),
    };
  });

  register(api, routes.discussion.messageEvents, async ({ input, c }) => {
    const { db, env, sessions, logger } = c.var;
    const archiveId = input.params.aid;
    const ticket = await admitStreamTicket(env, sessions, input.query.ticket, streamOf(archiveId));
    if (ticket === null) return fail('unauthorized', TICKET_REFUSED);
    const { token } = ticket;
    // An EventSource reconnecting by itself sends the id of the last event it got, newer than its address's.
    const lastEventId = c.req.header('last-event-id');
    const resumed = lastEventId === undefined ? undefined : streamCursorSchema.safeParse(lastEventId);
    if (resumed && !resumed.success) return fail('invalid_input', 'Last-Event-ID 的事件位置不正確');
    if (!(await archiveIsOpen(db, archiveId))) return fail('archive_not_found');
    // A ticket opens one stream: one seen in a log or an address bar opens nothing more, on any replica.
    if (!(await spendOnce(db, ticket.ticketId, ticket.expiresAt)))
      return fail('unauthorized', TICKET_REFUSED);
    const after = resumed?.data ?? input.query.after;
    return messageStream(
      {
        db,
        feed,
        logger,
        stillAllowed: ticket.stillAllowed,
        watchSession: (onChange) => sessions.watch({ userId: token.userId, jti: token.jti, onChange }),
      },
      archiveId,
      after ? Number(after) : null,
      resumed !== undefined,
    );
  });
}
