// The discussion's event stream (product §4.10, docs/decisions/017): what it delivers, to whom, how a client
// that was away catches up, and who may open it. In-process, on PGlite and on PostgreSQL.
import { discussionEvents, routes } from '@pastexam/api-contract';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { archiveMessages } from '../db/schema.ts';
import { deriveKey } from '../secret-keys.ts';
import { useTestApp } from '../test-support/app.ts';
import { signedInUser } from '../test-support/archives.ts';
import { discussedArchive, openStream, posted, ticketFor } from '../test-support/discussion.ts';
import { isDiscussionEvent, messageOf } from '../test-support/event-stream.ts';
import { CATCH_UP_LIMIT } from './stream.ts';

const KEEP_ALIVE_MS = 200;
const t = useTestApp({ discussion: { keepAliveMs: KEEP_ALIVE_MS } });

const { created, deleted, reset } = discussionEvents;
const remove = (aid: string, mid: number, token: string) =>
  t.client().output(routes.discussion.deleteMessage, { params: { aid, mid: String(mid) } }, { token });
const cursorOf = async (aid: string, token: string) =>
  (await t.client().output(routes.discussion.listMessages, { params: { aid }, query: {} }, { token }))
    .stream_cursor;
/** Messages written straight to the database, dated `ageMs` ago. */
const insertOld = (archiveId: number, authorId: number, bodies: string[], ageMs: number) =>
  t.db
    .insert(archiveMessages)
    .values(bodies.map((body) => ({ archiveId, authorId, body, createdAt: new Date(Date.now() - ageMs) })));

describe('an open stream', () => {
  it('delivers a message as it is posted and as it is deleted, each with a cursor', async () => {
    const user = await signedInUser(t);
    const { aid } = await discussedArchive(t);
    const stream = await openStream(t, aid, user.token, { after: await cursorOf(aid, user.token) });
    const message = await posted(t, aid, user.token, '第一則');
    const arrived = await stream.next((event) => event.event === created);
    expect(messageOf(arrived)).toEqual(message);
    await remove(aid, message.id, user.token);
    const gone = await stream.next((event) => event.event === deleted);
    expect(messageOf(gone)).toMatchObject({
      id: message.id,
      body: '',
      author: null,
      deleted_at: expect.any(String),
    });
    expect(Number(gone.id)).toBeGreaterThanOrEqual(Number(arrived.id));
    await stream.close();
  });

  it('reaches every stream of the archive, and none of another archive', async () => {
    const user = await signedInUser(t);
    const [one, other] = [await discussedArchive(t), await discussedArchive(t)];
    const [first, second, elsewhere] = [
      await openStream(t, one.aid, user.token),
      await openStream(t, one.aid, user.token),
      await openStream(t, other.aid, user.token),
    ];
    await posted(t, one.aid, user.token, '給這份');
    await posted(t, other.aid, user.token, '給另一份');
    for (const stream of [first, second]) expect(messageOf(await stream.next()).body).toBe('給這份');
    expect(messageOf(await elsewhere.next()).body).toBe('給另一份');
    await Promise.all([first, second, elsewhere].map((stream) => stream.close()));
  });

  it('sends a comment every keep-alive while nothing happens', async () => {
    const user = await signedInUser(t);
    const { aid } = await discussedArchive(t);
    const stream = await openStream(t, aid, user.token);
    await expect
      .poll(() => stream.seen.filter((seen) => seen.kind === 'comment' && seen.text === 'keep-alive').length)
      .toBeGreaterThanOrEqual(2);
    await stream.close();
  });
});

describe('catching up', () => {
  it('replays what a client missed, from the Last-Event-ID its EventSource sends or from `after`', async () => {
    const user = await signedInUser(t);
    const { aid } = await discussedArchive(t);
    const early = await posted(t, aid, user.token, '斷線前');
    const stream = await openStream(t, aid, user.token, { after: await cursorOf(aid, user.token) });
    const seen = await stream.next((event) => event.event === created);
    await stream.close();

    const missed = await posted(t, aid, user.token, '斷線時寫的');
    await remove(aid, early.id, user.token);
    for (const resume of [{ lastEventId: seen.id ?? '' }, { after: seen.id ?? '' }]) {
      const again = await openStream(t, aid, user.token, resume);
      expect(messageOf(await again.next((event) => event.event === created))).toEqual(missed);
      expect(messageOf(await again.next((event) => event.event === deleted)).id).toBe(early.id);
      await again.close();
    }
  });

  it('takes the Last-Event-ID over `after`, which an EventSource’s own reconnect leaves as it was', async () => {
    const user = await signedInUser(t);
    const { aid, id } = await discussedArchive(t);
    await insertOld(id, user.id, ['一小時前'], 3_600_000);
    const now = await cursorOf(aid, user.token);
    const stream = await openStream(t, aid, user.token, { after: '1', lastEventId: now });
    await posted(t, aid, user.token, '現在');
    expect(messageOf(await stream.next(isDiscussionEvent)).body).toBe('現在');
    await stream.close();
  });

  it(`says reset when more than ${CATCH_UP_LIMIT} changes were missed`, async () => {
    const user = await signedInUser(t);
    const { aid, id } = await discussedArchive(t);
    const bodies = Array.from({ length: CATCH_UP_LIMIT + 1 }, (_, n) => `第 ${n} 則`);
    await insertOld(id, user.id, bodies, 60_000);
    const stream = await openStream(t, aid, user.token, { after: String(Date.now() - 3_600_000) });
    const first = await stream.next();
    expect(first.event).toBe(reset);
    // The reset moves the cursor on: a client resuming from it is not told to reset again.
    const again = await openStream(t, aid, user.token, { lastEventId: first.id ?? '' });
    await posted(t, aid, user.token, '之後');
    expect((await again.next(isDiscussionEvent)).event).toBe(created);
    await Promise.all([stream.close(), again.close()]);
  });
});

describe('who may open it', () => {
  const events = (aid: string, ticket: string, headers: Record<string, string> = {}) =>
    t.client().refusal(routes.discussion.messageEvents, { params: { aid }, query: { ticket } }, { headers });
  const refusedTicket = {
    status: 401,
    code: 'unauthorized',
    detail: '討論的即時連線憑證無效或已過期，請重新整理頁面',
  };

  it('refuses a made-up ticket, a bearer token, another archive’s ticket and an expired one', async () => {
    const user = await signedInUser(t);
    const [one, other] = [await discussedArchive(t), await discussedArchive(t)];
    const expired = await new SignJWT({
      uid: user.id,
      jti: 'x',
      iat_ms: 0,
      exp_ms: Date.now() + 60_000,
      aid: one.id,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'discussion-stream' })
      .setAudience('discussion-stream')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(deriveKey(t.env.APP_SECRET, 'discussion-stream'));
    for (const ticket of ['made-up', user.token, await ticketFor(t, other.aid, user.token), expired]) {
      expect(await events(one.aid, ticket)).toEqual(refusedTicket);
    }
  });

  it('refuses the ticket of a session that has ended, and a malformed Last-Event-ID', async () => {
    const user = await signedInUser(t);
    const { aid } = await discussedArchive(t);
    const ticket = await ticketFor(t, aid, user.token);
    expect(await events(aid, ticket, { 'last-event-id': 'yesterday' })).toMatchObject({
      status: 400,
      code: 'invalid_input',
    });
    await t.client().output(routes.auth.logout, {}, { token: user.token });
    expect(await events(aid, ticket)).toEqual(refusedTicket);
  });

  it('ends an open stream once its session ends', async () => {
    const user = await signedInUser(t);
    const { aid } = await discussedArchive(t);
    const stream = await openStream(t, aid, user.token);
    await t.client().output(routes.auth.logoutAll, {}, { token: user.token });
    await stream.end();
  });
});
