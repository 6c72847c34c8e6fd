// Each reader reads a notification in the language they read the app in (product §2.12): the one they saved,
// whenever they saved it, else the one their request asks for, else zh-TW; in the bell's list, on its live
// stream and in mail. Content (a comment, an announcement's title) stays as written.
import { ANNOUNCEMENT_CENTER_LINK, routes } from '@pastexam/api-contract';
import { describe, expect, test } from 'vitest';
import { useTestApp } from '../test-support/app.ts';
import { signedInUser } from '../test-support/archives.ts';
import {
  notificationsOf,
  openNotificationStream,
  speaking,
  unreadEventOf,
} from '../test-support/notifications.ts';
import { countStatements } from '../test-support/statements.ts';
import { notifyUsers } from './service.ts';

const t = useTestApp();

const toldOf = async (token: string) =>
  (await notificationsOf(t, token)).items.map(({ title, body }) => ({ title, body }));

describe('notifying users', () => {
  test('a mixed list gets one notification each, in its own language, in one statement', async () => {
    const [english, chinese, unchosen] = await Promise.all([
      signedInUser(t),
      signedInUser(t),
      signedInUser(t),
    ]);
    await speaking(t, 'en', english.id);
    await speaking(t, 'zh-TW', chinese.id);
    const statements = countStatements(t.db);
    try {
      await notifyUsers(t.db, [english.id, chinese.id, unchosen.id], {
        kind: 'answer_activity',
        title: { 'zh-TW': '〈資料結構〉有新的解答', en: 'New answer on “資料結構”' },
        body: '答案是 $x^2$',
        link: '/',
      });
      expect(statements.sent()).toBe(1);
    } finally {
      statements.stop();
    }
    expect(await toldOf(english.token)).toEqual([
      { title: 'New answer on “資料結構”', body: '答案是 $x^2$' },
    ]);
    for (const user of [chinese, unchosen])
      expect(await toldOf(user.token)).toEqual([{ title: '〈資料結構〉有新的解答', body: '答案是 $x^2$' }]);
  });

  test('a body in words is written in each recipient’s language too', async () => {
    const [english, chinese] = await Promise.all([signedInUser(t), signedInUser(t)]);
    await speaking(t, 'en', english.id);
    await notifyUsers(t.db, [english.id, chinese.id], {
      kind: 'upload_reviewed',
      title: { 'zh-TW': '已審核', en: 'Reviewed' },
      body: { 'zh-TW': '原因：重複', en: 'Reason: duplicate' },
      link: '/',
    });
    expect(await toldOf(english.token)).toEqual([{ title: 'Reviewed', body: 'Reason: duplicate' }]);
    expect(await toldOf(chinese.token)).toEqual([{ title: '已審核', body: '原因：重複' }]);
  });
});

describe('a reader who changes language', () => {
  const notice = {
    kind: 'upload_reviewed',
    title: { 'zh-TW': '已審核', en: 'Reviewed' },
    body: { 'zh-TW': '原因：重複', en: 'Reason: duplicate' },
    link: '/',
  } as const;

  test('reads what was made before in the language chosen since', async () => {
    const reader = await signedInUser(t);
    await speaking(t, 'zh-TW', reader.id);
    await notifyUsers(t.db, [reader.id], notice);
    expect(await toldOf(reader.token)).toEqual([{ title: '已審核', body: '原因：重複' }]);
    await t.client().output(routes.users.updateMyLocale, { body: { locale: 'en' } }, { token: reader.token });
    expect(await toldOf(reader.token)).toEqual([{ title: 'Reviewed', body: 'Reason: duplicate' }]);
  });

  test('having chosen none, reads it in the language the request asks for', async () => {
    const reader = await signedInUser(t);
    await notifyUsers(t.db, [reader.id], notice);
    const answer = await t.client().request('GET', '/api/notifications', {
      headers: { authorization: `Bearer ${reader.token}`, 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ items: [{ title: 'Reviewed', body: 'Reason: duplicate' }] });
  });

  test('hears the live bell in the language chosen after the stream opened', async () => {
    const reader = await signedInUser(t);
    const stream = await openNotificationStream(t, reader.token);
    expect(unreadEventOf(await stream.next())).toEqual({ unread_count: 0, notification: null });
    await speaking(t, 'en', reader.id);
    await notifyUsers(t.db, [reader.id], notice);
    expect(unreadEventOf(await stream.next()).notification).toMatchObject({
      title: 'Reviewed',
      body: 'Reason: duplicate',
    });
    await stream.close();
  });
});

describe('an important announcement', () => {
  test('rings every bell in its reader’s language; the announcement’s title stays as written', async () => {
    const [english, chinese, admin] = await Promise.all([
      signedInUser(t),
      signedInUser(t),
      signedInUser(t, { isAdmin: true }),
    ]);
    await speaking(t, 'en', english.id);
    const title = `停課通知 ${Date.now()}`;
    await t
      .client()
      .output(
        routes.announcements.adminCreateAnnouncement,
        { body: { title, body: '本週五停課', importance: 'important' } },
        { token: admin.token },
      );
    const [toEnglish] = (await notificationsOf(t, english.token)).items;
    expect(toEnglish).toMatchObject({
      title: `Important announcement: ${title}`,
      link: ANNOUNCEMENT_CENTER_LINK,
    });
    const [toChinese] = (await notificationsOf(t, chinese.token)).items;
    expect(toChinese?.title).toBe(`重要公告：${title}`);
  });
});
