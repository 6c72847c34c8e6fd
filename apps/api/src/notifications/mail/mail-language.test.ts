// Notification mail in the recipient's saved language (product §2.12): subject, lines, footer, `<html lang>`
// and the kinds' names in English for a reader of English; a zh-TW reader's mail exactly as it always was.
import { type NotificationSettingsInput, routes } from '@pastexam/api-contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { notifications } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test-support/app.ts';
import { useJobWorkers } from '../../test-support/jobs.ts';
import { speaking } from '../../test-support/notifications.ts';
import { type FakeSmtp, startFakeSmtp } from '../../testing/fake-smtp/server.ts';
import { notifyUsers } from '../service.ts';
import { notificationMailJobKind } from './job.ts';

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
  smtp.mails.splice(0);
});

const workers = useJobWorkers(() => t);
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

async function mailedUser(body: NotificationSettingsInput) {
  const user = await t.ssoUser();
  await t.client().output(routes.notifications.setNotificationSettings, { body }, { token: user.token });
  return user.user;
}

const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email));

let counter = 0;
/** Tells the users of something new on their answers, worded in both languages; answers both titles. */
async function told(userIds: number[], kind: 'answer_activity' | 'wish_fulfilled' = 'answer_activity') {
  counter += 1;
  const title = {
    'zh-TW': `通知 ${counter}：有人回覆了你的解答`,
    en: `Notice ${counter}: someone replied to your answer`,
  };
  await notifyUsers(t.db, userIds, { kind, title, link: `/archive?course=1&archive=${counter}` });
  return title;
}

describe('each notification by e-mail', () => {
  test('a mixed list gets one mail each: English for the reader of English, zh-TW as before for the other', async () => {
    const english = await mailedUser({ answer_activity: 'email' });
    const chinese = await mailedUser({ answer_activity: 'email' });
    await speaking(t, 'en', english.id);
    const title = await told([english.id, chinese.id]);
    startMail();
    await expect.poll(() => smtp.mails.length, { timeout: 15_000 }).toBe(2);

    const [inEnglish] = mailsTo(english.email);
    expect(inEnglish?.subject).toBe(`Past Exam Archive: ${title.en}`);
    expect(inEnglish?.text).toContain(title.en);
    expect(inEnglish?.text).toMatch(/View: https:\/\/exams\.example\.edu\/archive\?course=1&archive=\d+/);
    expect(inEnglish?.text).toContain('“Activity on my answers”');
    expect(inEnglish?.text).toContain('no sign-in needed');
    expect(inEnglish?.text).toMatch(/https:\/\/exams\.example\.edu\/unsubscribe\?token=/);
    expect(inEnglish?.html).toContain('<html lang="en">');
    expect(inEnglish?.html).toContain('Unsubscribe from these emails');
    expect(`${inEnglish?.subject}${inEnglish?.text}${inEnglish?.html}`).not.toMatch(/[\u4e00-\u9fff]/);

    const [inChinese] = mailsTo(chinese.email);
    expect(inChinese?.subject).toBe(`考古題系統：${title['zh-TW']}`);
    expect(inChinese?.text).toContain(title['zh-TW']);
    expect(inChinese?.text).toMatch(/查看：https:\/\/exams\.example\.edu\/archive/);
    expect(inChinese?.text).toContain(
      '您收到這封信，是因為您在考古題系統的通知設定中，將「我的解答有新動態」設為以電子郵件通知。',
    );
    expect(inChinese?.text).toContain(
      '不想再收到這類通知信（一鍵取消，免登入）：https://exams.example.edu/unsubscribe?token=',
    );
    expect(inChinese?.text).toContain('修改通知設定：https://exams.example.edu/');
    expect(inChinese?.html).toContain('<html lang="zh-Hant">');
    expect(inChinese?.html).toContain(
      '取消訂閱這類通知信</a>（免登入）・<a href="https://exams.example.edu/">修改通知設定</a>',
    );
  });
});

describe('daily digest', () => {
  test('one who chose English after the notices were made gets the digest in English, under the kinds’ English names', async () => {
    const user = await mailedUser({
      answer_activity: 'email',
      wish_fulfilled: 'email',
      mail_frequency: 'daily',
    });
    const titles = [await told([user.id]), await told([user.id], 'wish_fulfilled')];
    await speaking(t, 'en', user.id);
    await t.db
      .update(notifications)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(notifications.userId, user.id));
    startMail();
    await expect.poll(() => mailsTo(user.email).length, { timeout: 15_000 }).toBe(1);
    const [digest] = mailsTo(user.email);
    expect(digest?.subject).toBe('Past Exam Archive daily digest: 2 new notifications');
    const text = digest?.text ?? '';
    expect(text.indexOf('■ Activity on my answers')).toBeLessThan(text.indexOf(titles[0]?.en ?? '?'));
    expect(text.indexOf('■ An exam I wished for was uploaded')).toBeLessThan(
      text.indexOf(titles[1]?.en ?? '?'),
    );
    expect(text).toContain('“Activity on my answers”, “An exam I wished for was uploaded”');
    expect(digest?.html).toContain('<html lang="en">');
    expect(`${digest?.subject}${text}${digest?.html}`).not.toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('取消訂閱', () => {
  test('a damaged link is refused in the language the browser asks for', async () => {
    const refuse = (language: string) =>
      t.client().request('POST', '/api/notifications/unsubscribe?token=nonsense', {
        headers: { 'accept-language': language, 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
      });
    const english = await refuse('en-US,en;q=0.9');
    expect(english.status).toBe(400);
    expect(await english.json()).toMatchObject({
      code: 'unsubscribe_link_invalid',
      detail: expect.stringMatching(/^[^\u4e00-\u9fff]+$/),
    });
    const chinese = await refuse('zh-TW');
    expect(await chinese.json()).toMatchObject({ detail: expect.stringContaining('取消訂閱的連結無效') });
  });
});
