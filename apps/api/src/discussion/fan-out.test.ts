// Real time across replicas (product §4.10): a message posted through one app instance reaches the streams
// open on another (on PostgreSQL each has its own connections and its own LISTEN); a stream whose process stops
// ends, so its client reconnects elsewhere; and streams catch up on what their replica's listening connection
// missed while it was down.
import { type DiscussionMessage, discussionEvents, routes } from '@pastexam/api-contract';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { Listener, Notifications } from '../db/notifications.ts';
import { type TestApp, useTestApp } from '../test-support/app.ts';
import { signedInUser } from '../test-support/archives.ts';
import { createTestClient } from '../test-support/client.ts';
import { discussedArchive, openStream, posted } from '../test-support/discussion.ts';
import { isDiscussionEvent, messageOf } from '../test-support/event-stream.ts';
import { createDiscussionFeed } from './feed.ts';

/** How soon a message must reach every open client (product §4.10). */
const WITHIN_MS = 1_000;

/** Notifications that can be cut off and restored on demand, as a broken LISTEN connection would be. */
function lossy(real: Notifications) {
  const listeners: Listener[] = [];
  let down = false;
  const notifications: Notifications = {
    listen(channel, listener) {
      listeners.push(listener);
      return real.listen(channel, {
        ...listener,
        onMessage: (payload) => down || listener.onMessage(payload),
      });
    },
    close: async () => {},
  };
  return {
    notifications,
    lose() {
      down = true;
      for (const listener of listeners) listener.onLost();
    },
    restore() {
      down = false;
      for (const listener of listeners) listener.onRestored();
    },
  };
}

/** An app instance on the test's database with a feed of its own over `notifications`. */
async function instanceWith(t: TestApp, notifications: Notifications) {
  const feed = createDiscussionFeed({ db: t.db, notifications });
  await feed.start();
  const app = createApp({
    ...t.appDeps,
    discussion: feed,
  });
  return { feed, client: createTestClient(app) };
}

describe('between replicas', () => {
  const t = useTestApp();

  it('brings a message posted on one replica to a stream on another within a second, both ways', async () => {
    const user = await signedInUser(t);
    const { aid } = await discussedArchive(t);
    const [here, there] = [t.client(), await t.replica()];
    const onThere = await openStream(t, aid, user.token, { client: there });
    const onHere = await openStream(t, aid, user.token, { client: here });

    const answers: DiscussionMessage[] = [];
    for (const [poster, reader] of [
      [here, onThere],
      [there, onHere],
    ] as const) {
      const sent = Date.now();
      const answer = await poster.output(
        routes.discussion.postMessage,
        { params: { aid }, body: { body: `從 ${poster === here ? '這裡' : '那裡'}` } },
        { token: user.token },
      );
      const event = await reader.next((candidate) => messageOf(candidate).id === answer.id);
      expect(Date.now() - sent).toBeLessThan(WITHIN_MS);
      expect(messageOf(event)).toEqual(answer);
      answers.push(answer);
    }

    // Deleted on one replica, gone on the other.
    const mid = String(answers[0]?.id);
    const deleted = await there.output(
      routes.discussion.deleteMessage,
      { params: { aid, mid } },
      { token: user.token },
    );
    expect(messageOf(await onHere.next((event) => event.event === discussionEvents.deleted))).toEqual(
      deleted,
    );
    await Promise.all([onThere.close(), onHere.close()]);
  });

  it('catches a stream up on what its replica missed while its listening connection was down', async () => {
    const user = await signedInUser(t);
    const { aid } = await discussedArchive(t);
    const link = lossy(t.notifications);
    const instance = await instanceWith(t, link.notifications);
    const stream = await openStream(t, aid, user.token, { client: instance.client });
    await posted(t, aid, user.token, '連線中');
    expect(messageOf(await stream.next()).body).toBe('連線中');

    link.lose();
    const missed = await posted(t, aid, user.token, '斷線時');
    link.restore();
    expect(messageOf(await stream.next((event) => messageOf(event).id === missed.id))).toEqual(missed);
    await stream.close();
    await instance.feed.close();
  });
});

describe('a replica that stops', () => {
  const t = useTestApp();

  it('ends its streams, and the client resumes on another replica from its last event', async () => {
    const user = await signedInUser(t);
    const { aid } = await discussedArchive(t);
    const stopping = await instanceWith(t, t.notifications);
    const stream = await openStream(t, aid, user.token, { client: stopping.client });
    await posted(t, aid, user.token, '停機前');
    const last = await stream.next();

    await stopping.feed.close();
    await stream.end();
    const missed = await posted(t, aid, user.token, '停機後');
    const resumed = await openStream(t, aid, user.token, { lastEventId: last.id ?? '' });
    expect(
      messageOf(await resumed.next((event) => isDiscussionEvent(event) && messageOf(event).id === missed.id)),
    ).toEqual(missed);
    await resumed.close();
  });
});
