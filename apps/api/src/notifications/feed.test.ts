// The bells' fan-out: an important announcement notifies every user in one statement, and each replica reads
// what its open streams need in a few statements however many users it names, so that every bell rings
// within a second even with a thousand open.
import type { NotificationUnreadEvent } from '@pastexam/api-contract';
import { describe, expect, it, vi } from 'vitest';
import { users } from '../db/schema.ts';
import { useTestApp } from '../test-support/app.ts';
import { countStatements } from '../test-support/statements.ts';
import { createNotificationFeed } from './feed.ts';
import { markRead } from './repository.ts';
import { notifyUsers } from './service.ts';

const t = useTestApp();

/** More users than the feed reads in one turn (500), as a department has. */
const DEPARTMENT = 600;

let made = 0;
/** `n` accounts made directly, as many as a department has; answers their ids. */
async function accounts(n: number): Promise<number[]> {
  made += 1;
  const rows = await t.db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        name: `fan${made}-${i}`,
        email: `fan${made}-${i}@example.edu`,
      })),
    )
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

/** A feed of this process's own, with one open stream per user, recording what each is sent. */
async function openStreams(userIds: readonly number[]) {
  const feed = createNotificationFeed({ db: t.db, notifications: t.notifications });
  await feed.start();
  const sent = new Map<number, NotificationUnreadEvent[]>(userIds.map((id) => [id, []]));
  for (const userId of userIds)
    feed.subscribe(userId, {
      locale: 'zh-TW',
      onUnread: (event) => sent.get(userId)?.push(event),
      onClose: () => {},
    });
  return { feed, sent };
}

describe('an announcement to every user', () => {
  it('reaches each open stream with its notification, in a few statements however many users it names', async () => {
    const watching = await accounts(DEPARTMENT);
    const away = await accounts(50);
    const { feed, sent } = await openStreams(watching);
    const statements = countStatements(t.db);
    try {
      await notifyUsers(t.db, [...watching, ...away], {
        kind: 'important_announcement',
        title: '重要公告：期末考週圖書館延長開放',
        link: '/announcements',
      });
      await vi.waitFor(() => expect([...sent.values()].every((events) => events.length > 0)).toBe(true), {
        timeout: 10_000,
      });
    } finally {
      statements.stop();
    }
    for (const events of sent.values())
      expect(events).toEqual([
        {
          unread_count: 1,
          notification: expect.objectContaining({ title: '重要公告：期末考週圖書館延長開放', read: false }),
        },
      ]);
    // The insert, then two reads per turn of 500 users: read one by one, it was two per user.
    expect(statements.sent()).toBeLessThan(20);
    await feed.close();
  });

  it('sends a user told of several changes at once each new notification, and the count after them', async () => {
    const [user = 0] = await accounts(1);
    const { feed, sent } = await openStreams([user]);
    const notice = { kind: 'answer_activity', link: '/archive?course=1&archive=1' } as const;
    await notifyUsers(t.db, [user], { ...notice, title: '第一則' });
    await notifyUsers(t.db, [user], { ...notice, title: '第二則' });
    await markRead(t.db, user, null);
    await notifyUsers(t.db, [user], { ...notice, title: '第三則' });
    await vi.waitFor(() => expect(sent.get(user)?.at(-1)?.notification?.title).toBe('第三則'), {
      timeout: 10_000,
    });
    const events = sent.get(user) ?? [];
    expect(events.flatMap((event) => event.notification?.title ?? [])).toEqual([
      '第一則',
      '第二則',
      '第三則',
    ]);
    expect(events.at(-1)?.unread_count).toBe(1);
    // Counts never go back to an older state.
    const afterRead = events.findIndex((event) => event.notification?.title === '第三則');
    expect(events.slice(afterRead).every((event) => event.unread_count === 1)).toBe(true);
    await feed.close();
  });
});
