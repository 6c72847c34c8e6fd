// No user posts more than 5 messages in 10 seconds (product §4.10), counted in the database: posts sent
// together, to one replica or to several, cannot slip past it.
import { MESSAGE_RATE_LIMIT, routes } from '@pastexam/api-contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { archiveMessages } from '../db/schema.ts';
import { useTestApp } from '../test-support/app.ts';
import { signedInUser } from '../test-support/archives.ts';
import { discussedArchive, post } from '../test-support/discussion.ts';

const t = useTestApp();
const { count, seconds } = MESSAGE_RATE_LIMIT;

const postsOf = async (userId: number) =>
  (await t.db.select().from(archiveMessages).where(eq(archiveMessages.authorId, userId))).length;

describe('the rate limit', () => {
  it(`takes ${count} messages in ${seconds} seconds, then answers 429 with Retry-After`, async () => {
    const user = await signedInUser(t);
    const { aid } = await discussedArchive(t);
    for (let n = 1; n <= count; n++) expect((await post(t, aid, user.token, `第 ${n} 則`)).status).toBe(201);

    const refused = await t
      .client()
      .raw(
        routes.discussion.postMessage,
        { params: { aid }, body: { body: '再一則' } },
        { token: user.token },
      );
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(seconds);
    expect(await refused.json()).toEqual({
      code: 'message_rate_limited',
      detail: `留言太頻繁，請 ${wait} 秒後再試`,
    });
    expect(await postsOf(user.id)).toBe(count);
  });

  it('counts each user on their own, across every archive', async () => {
    const [busy, other] = [await signedInUser(t), await signedInUser(t)];
    const [first, second] = [await discussedArchive(t), await discussedArchive(t)];
    for (let n = 0; n < count; n++) {
      const archive = n % 2 === 0 ? first : second;
      expect((await post(t, archive.aid, busy.token, `第 ${n} 則`)).status).toBe(201);
    }
    expect((await post(t, second.aid, busy.token, '換一份也一樣')).status).toBe(429);
    expect((await post(t, first.aid, other.token, '我還沒說話')).status).toBe(201);
  });

  it('lets the user post again once their oldest message leaves the window', async () => {
    const user = await signedInUser(t);
    const { aid } = await discussedArchive(t);
    for (let n = 0; n < count; n++) await post(t, aid, user.token, `第 ${n} 則`);
    expect((await post(t, aid, user.token, '太快了')).status).toBe(429);
    // As if the window had passed: the messages are dated back past it.
    await t.db
      .update(archiveMessages)
      .set({ createdAt: sql`${archiveMessages.createdAt} - make_interval(secs => ${seconds + 1})` })
      .where(eq(archiveMessages.authorId, user.id));
    expect((await post(t, aid, user.token, '現在可以了')).status).toBe(201);
  });

  it('holds for posts sent at once, to one replica or to two', async () => {
    const user = await signedInUser(t);
    const { aid } = await discussedArchive(t);
    const replica = await t.replica();
    const sent = Array.from({ length: count + 4 }, (_, n) =>
      post(t, aid, user.token, `同時 ${n}`, n % 2 === 0 ? t.client() : replica),
    );
    const statuses = (await Promise.all(sent)).map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(count).fill(201), ...Array(4).fill(429)]);
    expect(await postsOf(user.id)).toBe(count);
  });
});
