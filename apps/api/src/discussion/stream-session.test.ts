// An open discussion stream belongs to the session it was opened with (product §4.10): it ends within a second
// of that session's end, on whichever replica holds it, however the session ended, and not only at the next
// keep-alive (25 s). Its ticket opens one stream, once, on any replica.
import { routes } from '@pastexam/api-contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/app.ts';
import { signedInUser } from '../test-support/archives.ts';
import type { TestClient } from '../test-support/client.ts';
import { discussedArchive, openStream, ticketFor } from '../test-support/discussion.ts';
import { KEEP_ALIVE_MS } from './feed.ts';

/** How soon a stream must end once its session has (product §4.10). */
const WITHIN_MS = 1_000;

// The server's own keep-alive, so that only the session's end can end a stream this soon.
const t = useTestApp();
let replica: TestClient;
let adminToken: string;
beforeAll(async () => {
  expect(KEEP_ALIVE_MS).toBeGreaterThan(10 * WITHIN_MS);
  replica = await t.replica();
  adminToken = (await signedInUser(t, { isAdmin: true })).token;
});

const byId = (id: number) => ({ params: { id: String(id) } });
const endings = {
  logout: (_id: number, token: string) => t.client().output(routes.auth.logout, {}, { token }),
  登出所有裝置: (_id: number, token: string) => t.client().output(routes.auth.logoutAll, {}, { token }),
  demotion: (id: number) =>
    t
      .client()
      .output(routes.users.updateUser, { ...byId(id), body: { is_admin: false } }, { token: adminToken }),
  deletion: (id: number) => t.client().output(routes.users.deleteUser, byId(id), { token: adminToken }),
};

describe('an open stream', () => {
  it.each(Object.entries(endings))('ends within a second of its session’s %s', async (_name, endSession) => {
    const user = await signedInUser(t, { isAdmin: true });
    const { aid } = await discussedArchive(t);
    const [here, there] = [
      await openStream(t, aid, user.token),
      await openStream(t, aid, user.token, { client: replica }),
    ];
    await endSession(user.id, user.token);
    await Promise.all([here.end(WITHIN_MS), there.end(WITHIN_MS)]);
  });

  it('of another session of the same user stays open', async () => {
    const user = await t.createUser();
    const [kept, ended] = [
      await t.signIn(user.user, user.password),
      await t.signIn(user.user, user.password),
    ];
    const { aid } = await discussedArchive(t);
    const stream = await openStream(t, aid, kept);
    await t.client().output(routes.auth.logout, {}, { token: ended });
    await new Promise((resolve) => setTimeout(resolve, WITHIN_MS));
    expect(stream.ended()).toBe(false);
    await stream.close();
  });
});

describe('a stream ticket', () => {
  const events = (client: TestClient, aid: string, ticket: string) =>
    client.call(routes.discussion.messageEvents, { params: { aid }, query: { ticket } });
  const refused = {
    status: 401,
    body: { code: 'unauthorized', detail: '討論的即時連線憑證無效或已過期，請重新整理頁面' },
  };

  it('opens one stream; a second use is refused, on this replica and on another', async () => {
    const user = await signedInUser(t);
    const { aid } = await discussedArchive(t);
    const ticket = await ticketFor(t, aid, user.token);
    const first = await t
      .client()
      .raw(routes.discussion.messageEvents, { params: { aid }, query: { ticket } });
    expect(first.status).toBe(200);
    expect(await events(t.client(), aid, ticket)).toMatchObject(refused);
    expect(await events(replica, aid, ticket)).toMatchObject(refused);
    await first.body?.cancel();
  });

  it('taken to another replica first is spent there', async () => {
    const user = await signedInUser(t);
    const { aid } = await discussedArchive(t);
    const ticket = await ticketFor(t, aid, user.token);
    const first = await replica.raw(routes.discussion.messageEvents, { params: { aid }, query: { ticket } });
    expect(first.status).toBe(200);
    expect(await events(t.client(), aid, ticket)).toMatchObject(refused);
    await first.body?.cancel();
  });

  it('used by two requests at once opens one stream', async () => {
    const user = await signedInUser(t);
    const { aid } = await discussedArchive(t);
    const ticket = await ticketFor(t, aid, user.token);
    const answers = await Promise.all(
      [t.client(), replica, t.client(), replica].map((client) =>
        client.raw(routes.discussion.messageEvents, { params: { aid }, query: { ticket } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401, 401]);
    await Promise.all(answers.map((answer) => answer.body?.cancel()));
  });
});
