import type { Database, DatabaseHandle } from '../db/client.ts';
import { notify } from '../db/notifications.ts';
import { streamSubscribers } from '../http/stream-subscribers.ts';
import { findMessage, type MessageRow } from './repository.ts';

/** The channel on which replicas tell each other that a message was written or deleted. */
export const DISCUSSION_CHANNEL = 'pastexam_discussion';

/** How often an open stream sends a comment, so that proxies and balancers keep an idle stream open. */
export const KEEP_ALIVE_MS = 25_000;

/**
 * Tells every replica's open streams of the archive that the message changed. Inside the transaction that
 * changed it, so it is delivered when (and only if) the change commits.
 */
export function announceMessageChange(
  db: Pick<Database, 'execute'>,
  archiveId: number,
  messageId: number,
): Promise<void> {
  return notify(db, DISCUSSION_CHANNEL, `${archiveId}:${messageId}`);
}

/** An event another area sends to an archive's streams, ready to send: its SSE name and its data. */
export type RelayedEvent = { archiveId: number; name: string; data: unknown };

/**
 * Another area's changes carried to the archives' streams beside the messages (the answers' events): what
 * its announcements on `channel` become, read once per process whatever number of streams show them.
 */
export type Relay = {
  channel: string;
  /** The event an announcement's payload says to send; null when there is nothing to send (it is gone). */
  read(payload: string): Promise<RelayedEvent | null>;
  /** Sent to a stream that may have missed this relay's events: its client reloads what they carry. */
  resetEvent: string;
};

/** One open stream, as the feed sees it. */
export type Subscriber = {
  /** A message of the archive was written or deleted; this is the message as it is now. */
  onChange(message: MessageRow): void;
  /** Another area's change of the archive, as a relay read it. */
  onRelayed(event: RelayedEvent): void;
  /** Announcements may have been missed (the listening connection broke and is back): catch up from the cursor. */
  onResync(): void;
  /** This process is stopping: end the stream, so that the client reconnects, to another replica. */
  onClose(): void;
};

export type DiscussionFeed = {
  /** Adds a stream of the archive; the function returned removes it. */
  subscribe(archiveId: number, subscriber: Subscriber): () => void;
  /** How many streams are open in this process. */
  openStreams(): number;
  /** How often streams send their keep-alive comment (and check that their session still holds). */
  readonly keepAliveMs: number;
  /** The events that tell a client to reload what each relay carries, when its stream may have missed some. */
  readonly resetEvents: readonly string[];
  /** Starts listening; streams hear of other replicas' changes from then on. */
  start(): Promise<void>;
  /** Ends every open stream and stops listening. */
  close(): Promise<void>;
};

export type FeedOptions = {
  /** KEEP_ALIVE_MS unless given (tests shorten it). */
  keepAliveMs?: number;
  /** Told when a changed message could not be read; the streams of its archive then catch up instead. */
  onError?: (error: unknown) => void;
  /** Other areas' changes the streams carry too. */
  relays?: readonly Relay[];
};

/**
 * The discussion's fan-out in one process: one LISTEN on the database handle, whichever replica made the
 * change, and from it each open stream of the changed archive (product §4.10). A change is read from the
 * database once per process, however many streams show it. Announcements are handled one after another, so a
 * stream never gets an older state of a message after a newer one.
 */
export function createDiscussionFeed(
  handle: Pick<DatabaseHandle, 'db' | 'notifications'>,
  options: FeedOptions = {},
): DiscussionFeed {
  const streams = streamSubscribers<Subscriber>();
  let stopListening: (() => Promise<void>) | null = null;
  let handled: Promise<void> = Promise.resolve();
  let closed = false;
  const everyStream = streams.all;

  async function deliver(payload: string) {
    const [archive, message] = payload.split(':').map(Number);
    const subscribers = streams.of(archive ?? 0);
    if (subscribers.length === 0 || message === undefined || !Number.isSafeInteger(message)) return;
    try {
      const row = await findMessage(handle.db, message);
      if (row) for (const subscriber of subscribers) subscriber.onChange(row);
    } catch (error) {
      options.onError?.(error);
      for (const subscriber of subscribers) subscriber.onResync();
    }
  }

  async function relay(source: Relay, payload: string) {
    try {
      const event = await source.read(payload);
      if (!event) return;
      for (const subscriber of streams.of(event.archiveId)) subscriber.onRelayed(event);
    } catch (error) {
      // Which archive it was is unknown: every stream reloads what this relay carries.
      options.onError?.(error);
      for (const subscriber of everyStream()) subscriber.onResync();
    }
  }

  const relays = options.relays ?? [];
  const stops: (() => Promise<void>)[] = [];

  return {
    keepAliveMs: options.keepAliveMs ?? KEEP_ALIVE_MS,
    resetEvents: relays.map((source) => source.resetEvent),
    subscribe(archiveId, subscriber) {
      // A request that reached this process as it began to stop is sent on at once.
      if (closed) {
        subscriber.onClose();
        return () => {};
      }
      return streams.add(archiveId, subscriber);
    },
    openStreams: () => everyStream().length,
    async start() {
      stopListening ??= await handle.notifications.listen(DISCUSSION_CHANNEL, {
        onMessage: (payload) => {
          handled = handled.then(() => deliver(payload));
        },
        onLost: () => {},
        onRestored: () => {
          handled = handled.then(() => {
            for (const subscriber of everyStream()) subscriber.onResync();
          });
        },
      });
      if (stops.length > 0) return;
      for (const source of relays) {
        // A break of the one listening connection is heard once, above: it resyncs the relays' events too.
        const stop = await handle.notifications.listen(source.channel, {
          onMessage: (payload) => {
            handled = handled.then(() => relay(source, payload));
          },
          onLost: () => {},
          onRestored: () => {},
        });
        stops.push(stop);
      }
    },
    async close() {
      closed = true;
      for (const subscriber of everyStream()) subscriber.onClose();
      streams.clear();
      const stop = stopListening;
      stopListening = null;
      await stop?.();
      await Promise.all(stops.splice(0).map((stopRelay) => stopRelay()));
      await handled;
    },
  };
}
