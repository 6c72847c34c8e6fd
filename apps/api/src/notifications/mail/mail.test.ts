// Notifications by e-mail, against a real SMTP server on loopback: each one mailed alone or in a daily digest as
// the user chose, retried and then given up when the mail server fails (the bell keeps every notification), and
// 取消訂閱 from the mail without sign-in.
import { type NotificationSettingsInput, routes } from '@pastexam/api-contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { jobs, notifications } from '../../db/schema.ts';
import { insertJob } from '../../jobs/repository.ts';
import { createTestApp, type TestApp } from '../../test-support/app.ts';
import { useJobWorkers } from '../../test-support/jobs.ts';
import { notificationsOf, notified, unreadOf } from '../../test-support/notifications.ts';
import { FAKE_SMTP_PASSWORD, type FakeSmtp, startFakeSmtp } from '../../testing/fake-smtp/server.ts';
import { notificationMailJobKind } from './job.ts';
import { MAIL_MAX_ATTEMPTS, NOTIFICATION_MAIL_KIND } from './repository.ts';

const { setNotificationSettings, getNotificationSettings, unsubscribeNotificationMail } =
  routes.notifications;

let smtp: FakeSmtp;
let app: TestApp | undefined;
const t = new Proxy({} as TestApp, {
  get: (_target, key) => {
    if (!app) throw new Error('the test app is used before beforeAll');
    return Reflect.get(app, key);
  },
});
beforeAll(async () => {
  smtp = await startFakeSmtp();
  app = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://exams.example.edu' } });
});
afterAll(async () => {
  await app?.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.setMode('accept');
  smtp.mails.splice(0);
});

const workers = useJobWorkers(() => t);
/** The mail job as the server runs it, retrying after 20 ms instead of minutes. */
const startMail = () =>
  workers.start([
    {
      name: 'mail',
      kinds: [notificationMailJobKind({ env: t.env, db: t.db, logger: t.logger, retryDelayMs: () => 20 })],
      concurrency: 1,
      leaseMs: 60_000,
      timeLimitMs: 60_000,
    },
  ]);

const mailStates = async (userId: number) =>
  (
    await t.db
      .select({ state: notifications.mailState, attempts: notifications.mailAttempts })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(notifications.id)
  ).map((row) => `${row.state}:${row.attempts}`);

async function withSettings(body: NotificationSettingsInput) {
  const user = await t.ssoUser();
  await t.client().output(setNotificationSettings, { body }, { token: user.token });
  return user;
}

const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email));

describe('each notification by e-mail', () => {
  test('e-mail kinds stay in the bell and are mailed soon after, with a one-click 取消訂閱; 站內 and 關閉 are not', async () => {
    const mailed = await withSettings({ answer_activity: 'email' });
    const inApp = await t.ssoUser();
    const off = await withSettings({ answer_activity: 'off' });

    const title = await notified(t, [mailed.user.id, inApp.user.id, off.user.id]);
    // Nothing was sent inside the change: the mail waits for the job, queued in the same statement.
    expect(smtp.connections()).toBe(0);
    expect(await mailStates(mailed.user.id)).toEqual(['pending:0']);
    expect(await mailStates(inApp.user.id)).toEqual(['null:0']);
    expect(await mailStates(off.user.id)).toEqual([]);
    const queued = await t.db.select().from(jobs).where(eq(jobs.kind, NOTIFICATION_MAIL_KIND));
    expect(queued.filter((job) => job.status === 'pending')).toHaveLength(1);

    startMail();
    await expect.poll(() => smtp.mails.length, { timeout: 15_000 }).toBe(1);
    const [mail] = smtp.mails;
    expect(mail?.to).toEqual([mailed.user.email]);
    expect(mail?.subject).toBe(`考古題系統：${title}`);
    expect(mail?.from).toBe('no-reply@exams.example.edu');
    expect(mail?.text).toContain(title);
    expect(mail?.text).toMatch(/查看：https:\/\/exams\.example\.edu\/archive\?course=1&archive=\d+/);
    expect(mail?.text).toContain('「我的解答有新動態」');
    expect(mail?.text).toMatch(/https:\/\/exams\.example\.edu\/unsubscribe\?token=/);
    expect(mail?.html).toContain(title);
    expect(mail?.headers['list-unsubscribe']).toMatch(
      /^<https:\/\/exams\.example\.edu\/api\/notifications\/unsubscribe\?token=[^>]+>$/,
    );
    expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    await expect.poll(() => mailStates(mailed.user.id)).toEqual(['sent:0']);
    expect((await notificationsOf(t, mailed.token)).items.map((item) => item.title)).toEqual([title]);
    expect(await unreadOf(t, mailed.token)).toBe(1);
  });
});

describe('settings', () => {
  test('a kind taken off e-mail before its mail went drops that mail; the bell keeps it', async () => {
    const user = await withSettings({ answer_activity: 'email' });
    await notified(t, [user.user.id]);
    expect(await mailStates(user.user.id)).toEqual(['pending:0']);
    await t
      .client()
      .output(setNotificationSettings, { body: { answer_activity: 'app' } }, { token: user.token });
    expect(await mailStates(user.user.id)).toEqual(['null:0']);
    expect(await unreadOf(t, user.token)).toBe(1);
  });
});

describe('daily digest', () => {
  test('a day’s notifications go out in one mail, grouped by kind, once the oldest has waited a day', async () => {
    const user = await withSettings({
      answer_activity: 'email',
      wish_fulfilled: 'email',
      mail_frequency: 'daily',
    });
    const titles = [
      await notified(t, [user.user.id], 'answer_activity'),
      await notified(t, [user.user.id], 'wish_fulfilled'),
      await notified(t, [user.user.id], 'answer_activity'),
    ];
    startMail();
    // Not due yet: the job ran and sent nothing.
    await expect
      .poll(async () =>
        (await t.db.select().from(jobs).where(eq(jobs.kind, NOTIFICATION_MAIL_KIND))).filter(
          (job) => job.status === 'pending' || job.status === 'in_progress',
        ),
      )
      .toEqual([]);
    expect(mailsTo(user.user.email)).toEqual([]);

    await t.db
      .update(notifications)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(notifications.userId, user.user.id));
    await insertJob(t.db, { kind: NOTIFICATION_MAIL_KIND, payload: {}, maxAttempts: 6 });
    await expect.poll(() => mailsTo(user.user.email).length, { timeout: 15_000 }).toBe(1);
    const [digest] = mailsTo(user.user.email);
    expect(digest?.subject).toBe('考古題系統每日摘要：3 則新通知');
    const text = digest?.text ?? '';
    expect(text.indexOf('■ 我的解答有新動態')).toBeLessThan(text.indexOf(titles[0] ?? '?'));
    expect(text.indexOf(titles[2] ?? '?')).toBeLessThan(text.indexOf('■ 許願的考古題已上傳'));
    expect(text.indexOf('■ 許願的考古題已上傳')).toBeLessThan(text.indexOf(titles[1] ?? '?'));
    await expect.poll(() => mailStates(user.user.id)).toEqual(['sent:0', 'sent:0', 'sent:0']);
  });
});

describe('a failing mail server', () => {
  for (const mode of ['busy', 'drop'] as const) {
    test(`${mode}: tried ${MAIL_MAX_ATTEMPTS} times, then given up with one log line; the bell keeps it`, async () => {
      smtp.setMode(mode);
      const user = await withSettings({ answer_activity: 'email' });
      const title = await notified(t, [user.user.id]);
      startMail();
      await expect
        .poll(() => mailStates(user.user.id), { timeout: 20_000 })
        .toEqual([`failed:${MAIL_MAX_ATTEMPTS}`]);
      expect(smtp.mails).toEqual([]);
      const logs = t.logs.text();
      expect(logs.match(/notification_mail_given_up/g)?.length).toBeGreaterThanOrEqual(1);
      expect(logs).not.toContain(FAKE_SMTP_PASSWORD);
      expect(logs).not.toContain(user.user.email);
      expect((await notificationsOf(t, user.token)).items.map((item) => item.title)).toEqual([title]);
      smtp.setMode('accept');
    });
  }

  test('a recipient refused for good is given up at once, and the others are still mailed', async () => {
    const refused = await withSettings({ answer_activity: 'email' });
    smtp.setMode('refuse-recipient');
    await notified(t, [refused.user.id]);
    startMail();
    await expect.poll(() => mailStates(refused.user.id), { timeout: 15_000 }).toEqual(['failed:1']);
    smtp.setMode('accept');
    const later = await withSettings({ answer_activity: 'email' });
    await notified(t, [later.user.id]);
    await expect.poll(() => mailsTo(later.user.email).length, { timeout: 15_000 }).toBe(1);
  });
});

describe('取消訂閱', () => {
  const tokenOf = (header: string | undefined) =>
    decodeURIComponent(/token=([^>]+)>/.exec(header ?? '')?.[1] ?? '');

  test('one-click from the mail program, without sign-in or XSRF pair, sets that kind back to 站內 only', async () => {
    const user = await withSettings({ answer_activity: 'email', wish_fulfilled: 'email' });
    await notified(t, [user.user.id]);
    startMail();
    await expect.poll(() => mailsTo(user.user.email).length, { timeout: 15_000 }).toBe(1);
    // The server took the mail; the job records it sent just after.
    await expect.poll(() => mailStates(user.user.id)).toEqual(['sent:0']);
    const token = tokenOf(mailsTo(user.user.email)[0]?.headers['list-unsubscribe']);

    const answer = await t
      .client()
      .call(
        unsubscribeNotificationMail,
        { query: { token }, body: { 'List-Unsubscribe': 'One-Click' } },
        { xsrf: false },
      );
    expect(answer).toMatchObject({ status: 200, body: { kinds: ['answer_activity'] } });
    const settings = await t.client().output(getNotificationSettings, {}, { token: user.token });
    expect(settings).toMatchObject({ answer_activity: 'app', wish_fulfilled: 'email' });
    // Still in the bell, and no longer mailed.
    await notified(t, [user.user.id]);
    expect(await mailStates(user.user.id)).toEqual(['sent:0', 'null:0']);
  });

  test('the page’s link works the same, and again; a forged or damaged token changes nothing', async () => {
    const user = await withSettings({ answer_activity: 'email' });
    await notified(t, [user.user.id]);
    startMail();
    await expect.poll(() => mailsTo(user.user.email).length, { timeout: 15_000 }).toBe(1);
    const link = /https:\/\/exams\.example\.edu\/unsubscribe\?token=(\S+)/.exec(
      mailsTo(user.user.email)[0]?.text ?? '',
    );
    const token = decodeURIComponent(link?.[1] ?? '');
    const forged = token.replace(/^\d+/, String(user.user.id + 1));
    for (const bad of [
      forged,
      `${token}x`,
      'nonsense',
      token.replace('answer_activity', 'important_announcement'),
    ]) {
      const answer = await t.client().call(unsubscribeNotificationMail, { query: { token: bad }, body: {} });
      expect(answer).toMatchObject({ status: 400, body: { code: 'unsubscribe_link_invalid' } });
      expect(JSON.stringify(answer.body)).toContain('取消訂閱的連結無效');
    }
    expect(await t.client().output(getNotificationSettings, {}, { token: user.token })).toMatchObject({
      answer_activity: 'email',
    });
    for (let time = 0; time < 2; time += 1) {
      const answer = await t.client().call(unsubscribeNotificationMail, { query: { token }, body: {} });
      expect(answer).toMatchObject({ status: 200, body: { kinds: ['answer_activity'] } });
    }
    expect(await t.client().output(getNotificationSettings, {}, { token: user.token })).toMatchObject({
      answer_activity: 'app',
    });
  });
});
