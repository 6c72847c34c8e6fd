// Old notifications are trimmed by the maintenance jobs: each user keeps the newest 500, or every one of the
// last 180 days, whichever is more.
import { and, count, eq, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { jobs, notifications } from '../db/schema.ts';
import { insertJob } from '../jobs/repository.ts';
import { useTestApp } from '../test-support/app.ts';
import { useJobWorkers } from '../test-support/jobs.ts';
import { PURGE_NOTIFICATIONS_KIND } from './purge-job.ts';

const t = useTestApp();
const { startMaintenance } = useJobWorkers(() => t);

/** `total` notifications of the user's, the oldest `old` of them written `days` ago. */
async function writeNotifications(userId: number, total: number, old: number, days: number) {
  const rows = Array.from({ length: total }, (_, index) => ({
    userId,
    kind: 'answer_activity',
    title: `通知 ${index}`,
    link: '/',
    createdAt: index < old ? sql`now() - make_interval(days => ${days})` : sql`now()`,
  }));
  // Written oldest first, so ids follow their age as they do in use.
  for (let start = 0; start < rows.length; start += 200)
    await t.db.insert(notifications).values(rows.slice(start, start + 200));
}

const countOf = async (userId: number, old = false) => {
  const [row] = await t.db
    .select({ n: count() })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        old ? sql`${notifications.createdAt} < now() - interval '1 day'` : undefined,
      ),
    );
  return row?.n ?? 0;
};

test('keeps the newest 500 of each user, or all of the last 180 days, whichever is more', async () => {
  const [many, few, recent] = await Promise.all([t.createUser(), t.createUser(), t.createUser()]);
  // 510, the oldest 20 of them past 180 days: the 10 beyond the newest 500 go.
  await writeNotifications(many.user.id, 510, 20, 181);
  // 3, all past 180 days: within the newest 500, they stay.
  await writeNotifications(few.user.id, 3, 3, 400);
  // 520, 30 of them 100 days old: younger than 180 days, they all stay.
  await writeNotifications(recent.user.id, 520, 30, 100);

  const job = await insertJob(t.db, { kind: PURGE_NOTIFICATIONS_KIND, payload: {}, maxAttempts: 3 });
  startMaintenance();
  await expect
    .poll(async () => (await t.db.select().from(jobs).where(eq(jobs.id, job.id)))[0]?.status, {
      timeout: 15_000,
    })
    .toBe('complete');

  expect(await countOf(many.user.id)).toBe(500);
  expect(await countOf(many.user.id, true)).toBe(10);
  expect(await countOf(few.user.id)).toBe(3);
  expect(await countOf(recent.user.id)).toBe(520);
});
