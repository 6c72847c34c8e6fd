// Without SMTP_URL no mail is sent: a kind set to e-mail while the server had a mail server is still in the bell,
// and its mail is not kept waiting for a mail server that may be set up again months later.
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { jobs, notificationSettings, notifications } from '../../db/schema.ts';
import { mailLane } from '../../job-lanes.ts';
import { useTestApp } from '../../test-support/app.ts';
import { useJobWorkers } from '../../test-support/jobs.ts';
import { notified, unreadOf } from '../../test-support/notifications.ts';
import { NOTIFICATION_MAIL_KIND } from './repository.ts';

const t = useTestApp();
const workers = useJobWorkers(() => t);

test('the bell has it, and the waiting mail is forgotten', async () => {
  const { user, token } = await t.ssoUser();
  // Chosen while the server still had SMTP_URL: today's server refuses the choice (notifications.test.ts).
  await t.db
    .insert(notificationSettings)
    .values({ userId: user.id, kind: 'answer_activity', delivery: 'email' });
  await notified(t, [user.id]);
  workers.start([mailLane({ env: t.env, db: t.db, logger: t.logger })]);
  await expect
    .poll(
      async () => (await t.db.select().from(jobs).where(eq(jobs.kind, NOTIFICATION_MAIL_KIND)))[0]?.result,
    )
    .toBe(JSON.stringify({ dropped: 1 }));
  const [row] = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
  expect(row?.mailState).toBeNull();
  expect(await unreadOf(t, token)).toBe(1);
});
