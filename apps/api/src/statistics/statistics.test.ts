import { routes, type Statistics } from '@pastexam/api-contract';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { archives, courses, courseVisits, users } from '../db/schema.ts';
import { type TestApp, useTestApp } from '../test-support/app.ts';
import { insertArchive, insertCourse } from '../test-support/archives.ts';
import { createStatisticsReader } from './service.ts';

/** The figures as a reader of its own counts them at `now`: nothing cached from another test. */
const countedAt = (t: TestApp, now: Date) => createStatisticsReader(60, () => now)(t.db);

/** The difference between two counts, field by field. */
function added(before: Statistics, after: Statistics): Statistics {
  const keys = Object.keys(before) as (keyof Statistics)[];
  return Object.fromEntries(keys.map((key) => [key, after[key] - before[key]])) as Statistics;
}

/** A local user whose last sign-in was at `lastLoginAt` (never, when null). */
async function userLastSeen(t: TestApp, lastLoginAt: Date | null) {
  const { user } = await t.createUser();
  await t.db.update(users).set({ lastLoginAt }).where(eq(users.id, user.id));
  return user;
}

describe('an empty department', () => {
  const t = useTestApp();

  test('is all zeros, answered to guests, public and kept for a minute', async () => {
    const response = await t.client().raw(routes.statistics.getStatistics);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await response.json()).toEqual({
      archives: 0,
      courses: 0,
      users: 0,
      downloads: 0,
      active_users_today: 0,
    });
  });
});

describe('a deployment that keeps the figures 5 seconds', () => {
  const t = useTestApp({ env: { STATISTICS_MAX_AGE_SECONDS: '5' } });

  test('tells browsers and proxies to keep them as long', async () => {
    const response = await t.client().raw(routes.statistics.getStatistics);
    expect(response.headers.get('cache-control')).toBe('public, max-age=5');
  });
});

describe('the figures', () => {
  const t = useTestApp();
  const now = new Date();

  test('count confirmed courses and the archives of theirs that are not in the trash, with their downloads', async () => {
    const before = await countedAt(t, now);
    const [confirmed, pending, deleted] = [
      await insertCourse(t),
      await insertCourse(t, { pending: true }),
      await insertCourse(t),
    ];
    // A confirmed course counts before anything is uploaded to it.
    await insertCourse(t);
    const listed = [
      await insertArchive(t, { courseId: confirmed.id }),
      await insertArchive(t, { courseId: confirmed.id }),
    ];
    const trashed = await insertArchive(t, { courseId: confirmed.id, deletedAt: new Date() });
    const awaitingReview = await insertArchive(t, { courseId: pending.id });
    const inDeletedCourse = await insertArchive(t, { courseId: deleted.id });
    await t.db.update(courses).set({ deletedAt: new Date() }).where(eq(courses.id, deleted.id));
    const downloads = new Map([
      [listed[0]?.id, 7],
      [listed[1]?.id, 5],
      [trashed.id, 100],
      [awaitingReview.id, 100],
      [inDeletedCourse.id, 100],
    ]);
    for (const [id, count] of downloads) {
      if (id) await t.db.update(archives).set({ downloadCount: count }).where(eq(archives.id, id));
    }

    expect(added(before, await countedAt(t, now))).toEqual({
      archives: 2,
      courses: 2,
      users: 0,
      downloads: 12,
      active_users_today: 0,
    });
  });

  test('count every account, and as active today those that signed in or opened a course since Taipei’s midnight', async () => {
    // 00:30 on 2 October in Taipei is 16:30 on 1 October in UTC.
    const clock = new Date('2025-10-01T16:30:00Z');
    const midnight = new Date('2025-10-01T16:00:00Z');
    const before = await countedAt(t, clock);
    const course = await insertCourse(t);

    await userLastSeen(t, null);
    await userLastSeen(t, new Date(midnight.getTime() - 1000));
    await userLastSeen(t, midnight);
    await userLastSeen(t, new Date('2025-10-01T16:20:00Z'));
    const visitedToday = await userLastSeen(t, new Date('2025-09-20T01:00:00Z'));
    const visitedYesterday = await userLastSeen(t, new Date('2025-09-20T01:00:00Z'));
    await t.db.insert(courseVisits).values([
      { userId: visitedToday.id, courseId: course.id, visitedAt: new Date('2025-10-01T16:10:00Z') },
      { userId: visitedYesterday.id, courseId: course.id, visitedAt: new Date('2025-10-01T15:59:00Z') },
    ]);

    expect(added(before, await countedAt(t, clock))).toEqual({
      archives: 0,
      courses: 1,
      users: 6,
      downloads: 0,
      active_users_today: 3,
    });
    // The next day in Taipei, none of them has been seen yet.
    const nextDay = await countedAt(t, new Date('2025-10-02T16:00:00Z'));
    expect(nextDay.active_users_today).toBe(0);
  });

  test('count a sign-in through the API as activity today', async () => {
    const before = await countedAt(t, new Date());
    const { user, password } = await t.createUser();
    expect(added(before, await countedAt(t, new Date())).active_users_today).toBe(0);
    await t.signIn(user, password);
    expect(added(before, await countedAt(t, new Date()))).toMatchObject({ users: 1, active_users_today: 1 });
  });

  // A minute by default; a deployment may set another age (STATISTICS_MAX_AGE_SECONDS).
  test.for([60, 5])('are counted again only once %i seconds have passed', async (seconds) => {
    const start = new Date('2026-03-01T04:00:00Z');
    let clock = start;
    const read = createStatisticsReader(seconds, () => clock);
    const first = await read(t.db);
    await insertCourse(t);
    clock = new Date(start.getTime() + seconds * 1000 - 1000);
    expect(await read(t.db)).toEqual(first);
    clock = new Date(start.getTime() + seconds * 1000);
    expect((await read(t.db)).courses).toBe(first.courses + 1);
  });

  test('are the same for every caller within the minute, signed in or not', async () => {
    const { user, password } = await t.createUser();
    const token = await t.signIn(user, password);
    const guest = await t.client().output(routes.statistics.getStatistics);
    await insertCourse(t);
    const signedIn = await t.client().output(routes.statistics.getStatistics, {}, { token });
    expect(signedIn).toEqual(guest);
    expect(guest.users).toBeGreaterThanOrEqual(1);
  });
});
