import type { NotificationUnreadEvent } from '@pastexam/api-contract';
import type { DatabaseHandle } from '../db/client.ts';
import { streamSubscribers } from '../http/stream-subscribers.ts';
import { countUnread, findForUser, NOTIFICATIONS_CHANNEL } from './repository.ts';
import { toApiNotification } from './service.ts';

/** How often an open stream sends a comment, so that proxies and balancers keep an idle stream open. */
export const KEEP_ALIVE_MS = 25_000;

/** One open stream of a user's notifications, as the feed sees it. */
export type NotificationSubscriber = {
  /** The user's unread count changed: a notification was made (it comes along) or read. */
  onUnread(event: NotificationUnreadEvent): void;
  /** This process is stopping: end the stream, so that the client reconnects, to another replica. */
  onClose(): void;
};

export type NotificationFeed = {
  /** Adds a stream of the user's; the function returned removes it. */
  subscribe(userId: number, subscriber: NotificationSubscriber): () => void;
  /** How often streams send their keep-alive comment (and check that their session still holds). */
  readonly keepAliveMs: number;
  /** Starts listening; streams hear of every replica's changes from then on. */
  start(): Promise<void>;
  /** Ends every open stream and stops listening. */
  close(): Promise<void>;
};

export type NotificationFeedOptions = {
  /** KEEP_ALIVE_MS unless given (tests shorten it). */
  keepAliveMs?: number;
  /** Told when a change could not be read; the user's streams hear of it with the next change. */
  onError?: (error: unknown) => void;
};

/**
 * The bells' fan-out in one process, on the same LISTEN/NOTIFY as the discussion's (docs/decisions/017): a
 * notification made or read on any replica is announced as `userId:notificationId` (or `userId:`), and each of
 * that user's streams here is sent the count, read once however many streams the user has open. A replica
 * whose listening connection was down sends every stream its count afresh.
 */
export function createNotificationFeed(
  handle: Pick<DatabaseHandle, 'db' | 'notifications'>,
  options: NotificationFeedOptions = {},
): NotificationFeed {
  const streams = streamSubscribers<NotificationSubscriber>();
  let stopListening: (() => Promise<void>) | null = null;
  let handled: Promise<void> = Promise.resolve();
  let closed = false;

  async function deliver(userId: number, notificationId: number | null) {
    const subscribers = streams.of(userId);
    if (subscribers.length === 0) return;
    try {
      const [unread, row] = await Promise.all([
        countUnread(handle.db, userId),
        notificationId === null ? null : findForUser(handle.db, userId, notificationId),
      ]);
      const event = { unread_count: unread, notification: row && toApiNotification(row) };
      for (const subscriber of subscribers) subscriber.onUnread(event);
    } catch (error) {
      options.onError?.(error);
    }
  }

  function heard(payload: string) {
    const [user = '', made = ''] = payload.split(':');
    const userId = Number(user);
    const notificationId = made === '' ? null : Number(made);
    if (!Number.isSafeInteger(userId) || (notificationId !== null && !Number.isSafeInteger(notificationId)))
      return;
    handled = handled.then(() => deliver(userId, notificationId));
  }

  return {
    keepAliveMs: options.keepAliveMs ?? KEEP_ALIVE_MS,
    subscribe(userId, subscriber) {
      // A request that reached this process as it began to stop is sent on at once.
      if (closed) {
        subscriber.onClose();
        return () => {};
      }
      return streams.add(userId, subscriber);
    },
    async start() {
      stopListening ??= await handle.notifications.listen(NOTIFICATIONS_CHANNEL, {
        onMessage: heard,
        onLost: () => {},
        onRestored: () => {
          for (const userId of streams.keys()) handled = handled.then(() => deliver(userId, null));
        },
      });
    },
    async close() {
      closed = true;
      for (const subscriber of streams.all()) subscriber.onClose();
      streams.clear();
      const stop = stopListening;
      stopListening = null;
      await stop?.();
      await handled;
    },
  };
}
