import { type Locale, notificationEvents } from '@pastexam/api-contract';
import type { Database } from '../db/client.ts';
import { eventStream, type StreamSession } from '../http/event-stream.ts';
import type { NotificationFeed } from './feed.ts';
import { unreadNotifications } from './service.ts';

/**
 * The user's notifications as Server-Sent Events: the unread count when it opens, then the count (with the new
 * notification) whenever one of theirs is made or read on any replica. Nothing is replayed: the count is the
 * whole state, and a client that reconnects is sent it afresh. Notifications are written in the language the
 * user has chosen, else in `locale`.
 */
export function notificationStream(
  session: Omit<StreamSession, 'keepAliveMs'>,
  db: Database,
  feed: NotificationFeed,
  userId: number,
  locale: Locale,
): Response {
  return eventStream({ ...session, keepAliveMs: feed.keepAliveMs }, (sink) => {
    const send = (data: unknown) => sink.event(notificationEvents.unread, data);
    /** Live counts held until the first is sent, so an older count never follows a newer one. */
    let held: unknown[] | null = [];
    const unsubscribe = feed.subscribe(userId, {
      locale,
      onUnread: (event) => (held ? held.push(event) : send(event)),
      onClose: sink.end,
    });
    if (!sink.ended())
      void unreadNotifications(db, userId).then(
        (unread) => {
          const arrived = held ?? [];
          held = null;
          if (arrived.length === 0) send({ ...unread, notification: null });
          arrived.forEach(send);
        },
        () => sink.end(),
      );
    return unsubscribe;
  });
}
