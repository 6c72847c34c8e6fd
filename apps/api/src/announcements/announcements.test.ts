import { type AnnouncementListQuery, routes } from '@pastexam/api-contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { announcementReads, announcements } from '../db/schema.ts';
import { insertAnnouncement, minutesFromNow } from '../test-support/announcements.ts';
import { useTestApp } from '../test-support/app.ts';
import { signedInUser } from '../test-support/archives.ts';

const { listAnnouncements, activeAnnouncements, unreadAnnouncements, markAnnouncementsSeen } =
  routes.announcements;

const t = useTestApp();
let admin: { id: number; token: string };
beforeAll(async () => {
  admin = await signedInUser(t, { isAdmin: true });
});

const everyShown = (token?: string, query: AnnouncementListQuery = { limit: 100 }) =>
  t.client().output(listAnnouncements, { query }, { token });
const shownIds = async (token?: string) => (await everyShown(token)).items.map((item) => item.id);
const unread = (token: string) => t.client().output(unreadAnnouncements, {}, { token });
const markSeen = (token: string, ids: number[]) =>
  t.client().output(markAnnouncementsSeen, { body: { ids } }, { token });

describe('what readers are shown', () => {
  test('only those switched on and within their window, newest first, to guests without a seen mark', async () => {
    const older = await insertAnnouncement(t, { startsAt: minutesFromNow(-60), endsAt: minutesFromNow(60) });
    const newer = await insertAnnouncement(t);
    const notStarted = await insertAnnouncement(t, { startsAt: minutesFromNow(30) });
    const ended = await insertAnnouncement(t, { endsAt: minutesFromNow(-1) });
    const off = await insertAnnouncement(t, { active: false });

    const page = await everyShown();
    const ids = page.items.map((item) => item.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids).toContain(older.id);
    for (const hidden of [notStarted, ended, off]) expect(ids).not.toContain(hidden.id);
    expect(page.total).toBe(ids.length);
    expect(page.items.find((item) => item.id === newer.id)).toEqual({
      id: newer.id,
      title: newer.title,
      body: newer.body,
      importance: 'normal',
      published_at: newer.createdAt.toISOString(),
      ends_at: null,
      seen: null,
    });
  });

  test('an announcement starting after it was written is published at its start, and ordered by it', async () => {
    const scheduled = await insertAnnouncement(t, { startsAt: minutesFromNow(2) });
    const written = await insertAnnouncement(t);
    expect(await shownIds()).not.toContain(scheduled.id);
    // Its start comes: it is the newest now, though written before the other.
    await t.db.update(announcements).set({ startsAt: sql`now()` }).where(eq(announcements.id, scheduled.id));
    const [first, second] = (await everyShown()).items;
    expect([first?.id, second?.id]).toEqual([scheduled.id, written.id]);
    expect(Date.parse(first?.published_at ?? '')).toBeGreaterThan(scheduled.createdAt.getTime());
  });

  test('an announcement whose end has come, or that is switched off, is no longer shown', async () => {
    const shown = await insertAnnouncement(t, { endsAt: minutesFromNow(5) });
    expect(await shownIds()).toContain(shown.id);
    await t.db.update(announcements).set({ endsAt: sql`now()` }).where(eq(announcements.id, shown.id));
    expect(await shownIds()).not.toContain(shown.id);

    const switched = await insertAnnouncement(t);
    await t.db.update(announcements).set({ active: false }).where(eq(announcements.id, switched.id));
    expect(await shownIds()).not.toContain(switched.id);
  });

  test('comes in pages that together hold each shown announcement once', async () => {
    for (let i = 0; i < 3; i++) await insertAnnouncement(t);
    const all = await everyShown();
    const pages = await Promise.all(
      [1, 2, 3].map((page) => everyShown(undefined, { page, limit: Math.ceil(all.total / 3) })),
    );
    expect(pages.flatMap((page) => page.items.map((item) => item.id))).toEqual(
      all.items.map((item) => item.id),
    );
    expect(pages.every((page) => page.total === all.total)).toBe(true);
    const beyond = await everyShown(undefined, { page: all.total + 1, limit: 1 });
    expect(beyond.items).toEqual([]);
  });

  test('the home page asks for the 重要 ones shown now', async () => {
    const important = await insertAnnouncement(t, { importance: 'important' });
    const normal = await insertAnnouncement(t);
    const importantOff = await insertAnnouncement(t, { importance: 'important', active: false });
    const { items } = await t.client().output(activeAnnouncements, { query: { importance: 'important' } });
    const ids = items.map((item) => item.id);
    expect(ids[0]).toBe(important.id);
    expect(ids).not.toContain(normal.id);
    expect(ids).not.toContain(importantOff.id);
    expect(items.every((item) => item.importance === 'important' && item.seen === null)).toBe(true);

    const every = await t.client().output(activeAnnouncements, { query: {} });
    expect(every.items.map((item) => item.id)).toEqual(expect.arrayContaining([important.id, normal.id]));
  });

  test('refuses pages and limits out of range in zh-TW', async () => {
    const zero = await t.client().call(listAnnouncements, { query: { page: 0 } });
    expect(zero).toMatchObject({ status: 400, body: { code: 'invalid_input', detail: '頁碼需為正整數' } });
    const huge = await t.client().call(activeAnnouncements, { query: { limit: 101 } });
    expect(huge).toMatchObject({ status: 400, body: { detail: '每頁筆數需為 1 到 100' } });
  });
});

describe('what each user has seen', () => {
  test('is for signed-in users only', async () => {
    expect(await t.client().call(unreadAnnouncements)).toMatchObject({ status: 401 });
    const seen = await t.client().call(markAnnouncementsSeen, { body: { ids: [1] } });
    expect(seen).toMatchObject({ status: 401, body: { code: 'unauthorized' } });
  });

  test('the newest one opens once: unseen until shown, then seen for good, in every session', async () => {
    const student = await t.createUser();
    const firstSession = await t.signIn(student.user, student.password);
    const before = await unread(firstSession);
    const notice = await insertAnnouncement(t, { importance: 'important' });

    const signedIn = await unread(firstSession);
    expect(signedIn.newest).toMatchObject({ id: notice.id, seen: false });
    expect(signedIn.unread_count).toBe(before.unread_count + 1);

    const marked = await markSeen(firstSession, [notice.id]);
    expect(marked).toMatchObject({
      unread_count: before.unread_count,
      newest: { id: notice.id, seen: true },
    });
    // A reload, and a sign-in in another browser, find it seen.
    expect((await unread(firstSession)).newest?.seen).toBe(true);
    const otherBrowser = await t.signIn(student.user, student.password);
    expect((await unread(otherBrowser)).newest).toMatchObject({ id: notice.id, seen: true });
  });

  test('is kept per user: one user seeing it leaves it unseen for another', async () => {
    const notice = await insertAnnouncement(t);
    const [one, other] = [await signedInUser(t), await signedInUser(t)];
    await markSeen(one.token, [notice.id]);
    const seenBy = async (token: string) =>
      (await everyShown(token)).items.find((item) => item.id === notice.id)?.seen;
    expect(await seenBy(one.token)).toBe(true);
    expect(await seenBy(other.token)).toBe(false);
    expect(await seenBy(admin.token)).toBe(false);
  });

  test('counts every shown one not yet seen; marking a page of them, twice or with repeats, counts once', async () => {
    const reader = await signedInUser(t);
    const start = (await unread(reader.token)).unread_count;
    const a = await insertAnnouncement(t);
    const b = await insertAnnouncement(t);
    expect((await unread(reader.token)).unread_count).toBe(start + 2);
    expect((await markSeen(reader.token, [a.id, b.id, a.id])).unread_count).toBe(start);
    expect((await markSeen(reader.token, [a.id])).unread_count).toBe(start);
    const reads = await t.db.select().from(announcementReads).where(eq(announcementReads.userId, reader.id));
    expect(reads.map((read) => read.announcementId).sort()).toEqual([a.id, b.id].sort());
  });

  test('passes over what is not shown: not started, switched off or never there', async () => {
    const reader = await signedInUser(t);
    const later = await insertAnnouncement(t, { startsAt: minutesFromNow(5) });
    const off = await insertAnnouncement(t, { active: false });
    const answer = await t
      .client()
      .call(markAnnouncementsSeen, { body: { ids: [later.id, off.id, 2_000_000_000] } }, reader);
    expect(answer.status).toBe(200);
    const reads = await t.db.select().from(announcementReads).where(eq(announcementReads.userId, reader.id));
    expect(reads).toEqual([]);

    // Once it starts, it is unread like any other.
    const before = (await unread(reader.token)).unread_count;
    await t.db.update(announcements).set({ startsAt: sql`now()` }).where(eq(announcements.id, later.id));
    expect((await unread(reader.token)).unread_count).toBe(before + 1);
  });

  test('refuses an empty or oversized list of ids in zh-TW', async () => {
    const reader = await signedInUser(t);
    const empty = await t.client().call(markAnnouncementsSeen, { body: { ids: [] } }, reader);
    expect(empty).toMatchObject({ status: 400, body: { detail: '請指定已讀的公告' } });
    const ids = Array.from({ length: 101 }, (_, index) => index + 1);
    const many = await t.client().call(markAnnouncementsSeen, { body: { ids } }, reader);
    expect(many).toMatchObject({ status: 400, body: { detail: '一次最多標記 100 則公告' } });
  });

  test('a session that has ended reads the public list as a guest', async () => {
    const reader = await signedInUser(t);
    await t.client().output(routes.auth.logout, {}, reader);
    const page = await everyShown(reader.token, { limit: 1 });
    expect(page.items.every((item) => item.seen === null)).toBe(true);
  });
});
