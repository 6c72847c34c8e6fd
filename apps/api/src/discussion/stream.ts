import { discussionEvents } from '@pastexam/api-contract';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { eventStream, type StreamSession } from '../http/event-stream.ts';
import type { DiscussionFeed } from './feed.ts';
import { changesSince, databaseNow, type MessageRow } from './repository.ts';
import { toApiMessage } from './serialize.ts';

/**
 * How far before its cursor a stream replays: a change is dated when its transaction began, and one that began
 * a little before a change the client has may commit after it. Replayed changes the client has are harmless.
 */
export const CATCH_UP_MARGIN_MS = 10_000;
/** Past this many changes to replay, the stream says `reset` and the client reloads its messages instead. */
export const CATCH_UP_LIMIT = 200;

export type StreamDeps = Omit<StreamSession, 'keepAliveMs'> & {
  db: Database;
  feed: DiscussionFeed;
  logger: Logger;
};

const changedAt = (row: MessageRow) => (row.deletedAt ?? row.createdAt).getTime();

/**
 * The archive's discussion as Server-Sent Events (product §4.10, docs/decisions/017): first the changes since
 * `after` (a stream cursor), then each change as any replica commits it, with a comment every keep-alive. Each
 * event's id is the cursor after it, which an EventSource sends back as Last-Event-ID when it reconnects.
 * The stream ends when the client goes, as soon as its session ends, and when this process stops.
 */
export function messageStream(
  deps: StreamDeps,
  archiveId: number,
  after: number | null,
  resumed = false,
): Response {
  const { db, feed, logger } = deps;
  const session = {
    keepAliveMs: feed.keepAliveMs,
    stillAllowed: deps.stillAllowed,
    watchSession: deps.watchSession,
  };
  return eventStream(session, (sink) => {
    let cursor = after;
    /** Live changes held while the stream replays; null while it is live. */
    let held: MessageRow[] | null = [];

    const event = (name: string, data: unknown) => sink.event(name, data, String(cursor ?? 0));
    const sendChange = (row: MessageRow) => {
      cursor = Math.max(cursor ?? 0, changedAt(row));
      event(row.deletedAt ? discussionEvents.deleted : discussionEvents.created, toApiMessage(row));
    };
    /** Tells the client to reload what the relays carry, which the stream does not replay. */
    const resetRelays = () => {
      for (const name of feed.resetEvents) event(name, {});
    };

    /** Replays what changed since the cursor, then what arrived meanwhile; live from then on. */
    async function catchUp() {
      held ??= [];
      try {
        if (cursor === null) cursor = Math.floor(await databaseNow(db));
        else {
          const since = new Date(cursor - CATCH_UP_MARGIN_MS);
          const rows = await changesSince(db, archiveId, since, CATCH_UP_LIMIT + 1);
          if (rows.length > CATCH_UP_LIMIT) {
            cursor = Math.floor(await databaseNow(db));
            event(discussionEvents.reset, {});
          } else rows.forEach(sendChange);
        }
      } catch (error) {
        logger.warn(
          { event: 'discussion_catch_up_failed', err: String(error) },
          'a stream could not catch up',
        );
        sink.end();
        return;
      }
      const arrived = held;
      held = null;
      arrived.forEach(sendChange);
    }

    const unsubscribe = feed.subscribe(archiveId, {
      onChange: (row) => (held ? held.push(row) : sendChange(row)),
      onRelayed: ({ name, data }) => event(name, data),
      onResync: () => {
        resetRelays();
        if (held === null) void catchUp();
      },
      onClose: sink.end,
    });
    if (!sink.ended())
      void catchUp().then(() => {
        // A client reconnecting by itself missed whatever the relays sent while it was away: told once its
        // messages are replayed.
        if (resumed) resetRelays();
      });
    return unsubscribe;
  });
}
