import type { Locale, NotificationUnreadEvent } from '@pastexam/api-contract';
import type { DatabaseHandle } from '../db/client.ts';
import { streamSubscribers } from '../http/stream-subscribers.ts';
import { countUnreadOf, findMany, NOTIFICATIONS_CHANNEL, type OwnedNotification } from './repository.ts';
import { toApiNotification } from './service.ts';

/** How often an open stream sends a comment, so that proxies and balancers keep an idle stream open. */
export const KEEP_ALIVE_MS = 25_000;

/** One open stream of a user's notifications, as the feed sees it. */
export type NotificationSubscriber = {
  /**
   * The language its notifications are written in while their owner has chosen none (the one the stream's
   * request asked for); a chosen one wins, read as each notification is sent, so a switch applies at once.
   */
  locale: Locale;
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

/** The most users whose changes are read in one pair of statements; a longer backlog is read in turns. */
const DELIVERY_BATCH = 500;

/** One announcement heard: the user's count changed, with a new notification (its id) or without (a read). */
type Change = { userId: number; notificationId: number | null };

/**
 * The bells' fan-out in one process, on the same LISTEN/NOTIFY as the discussion's (docs/decisions/017): a
 * notification made or read on any replica is announced as `userId:notificationId` (or `userId:`), and each of
 * that user's streams here is sent the count, with each new notification. Announcements heard while the last
 * ones are being read wait and are read together, in two statements however many users they name (an
 * important announcement names every user at once); only users with a stream here are read. A replica whose
 * listening connection was down sends every stream its count afresh.
 */
export function createNotificationFeed(
  handle: Pick<DatabaseHandle, 'db' | 'notifications'>,
  options: NotificationFeedOptions = {},
): NotificationFeed {
  const streams = streamSubscribers<NotificationSubscriber>();
  let stopListening: (() => Promise<void>) | null = null;
  let handled: Promise<void> = Promise.resolve();
  let pending: Change[] = [];
  let draining = false;
  let closed = false;

  /** Reads the changes' counts and notifications, then tells each user's streams, oldest notification first. */
  async function deliver(changes: readonly Change[]) {
    const userIds = [...new Set(changes.map((change) => change.userId))];
    const announced = new Set(changes.map((change) => `${change.userId}:${change.notificationId}`));
    const madeIds = changes.flatMap((change) =>
      change.notificationId === null ? [] : [change.notificationId],
    );
    try {
      const [unread, made] = await Promise.all([
        countUnreadOf(handle.db, userIds),
        findMany(handle.db, madeIds),
      ]);
      const madeFor = new Map<number, OwnedNotification[]>();
      for (const row of made) {
        const { userId, id } = row.notification;
        if (announced.has(`${userId}:${id}`)) madeFor.set(userId, [...(madeFor.get(userId) ?? []), row]);
      }
      for (const userId of userIds) {
        const count = unread.get(userId) ?? 0;
        const mine = madeFor.get(userId) ?? [];
        for (const subscriber of streams.of(userId)) {
          if (mine.length === 0) subscriber.onUnread({ unread_count: count, notification: null });
          for (const { notification, ownerLocale } of mine)
            subscriber.onUnread({
              unread_count: count,
              notification: toApiNotification(notification, ownerLocale ?? subscriber.locale),
            });
        }
      }
    } catch (error) {
      options.onError?.(error);
    }
  }

  /** Delivers what is pending, in turns, until nothing is; what arrives meanwhile goes with the next turn. */
  async function drain() {
    while (pending.length > 0) {
      const heardHere = pending.filter((change) => streams.of(change.userId).length > 0);
      pending = [];
      for (let i = 0; i < heardHere.length; i += DELIVERY_BATCH)
        await deliver(heardHere.slice(i, i + DELIVERY_BATCH));
    }
    draining = false;
  }

  function enqueue(change: Change) {
    pending.push(change);
    if (draining) return;
    draining = true;
    // Started after the announcements arriving with this one have been heard, so they go together.
    handled = handled.then(drain);
  }

  function heard(payload: string) {
    const [user = '', made = ''] = payload.split(':');
    const userId = Number(user);
    const notificationId = made === '' ? null : Number(made);
    if (!Number.isSafeInteger(userId) || (notificationId !== null && !Number.isSafeInteger(notificationId)))
      return;
    enqueue({ userId, notificationId });
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
          for (const userId of streams.keys()) enqueue({ userId, notificationId: null });
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
