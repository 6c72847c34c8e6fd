// An important announcement rings every user's bell with a link to 公告中心: at once when published now, or
// when it begins (the periodic job) when scheduled.
import { ANNOUNCEMENT_CENTER_LINK, type AnnouncementInput, routes } from '@pastexam/api-contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { announcements } from '../db/schema.ts';
import { useTestApp } from '../test-support/app.ts';
import { signedInUser } from '../test-support/archives.ts';
import { useJobWorkers } from '../test-support/jobs.ts';
import { notificationsOf } from '../test-support/notifications.ts';
import { RING_BEGUN_ANNOUNCEMENTS_KIND } from './start-job.ts';

const t = useTestApp();
const { runMaintenanceJob } = useJobWorkers(() => t);

const publish = async (input: Partial<AnnouncementInput>) => {
  const admin = await signedInUser(t, { isAdmin: true });
  return t
    .client()
    .output(
      routes.announcements.adminCreateAnnouncement,
      { body: { title: `停課通知 ${Date.now()}`, body: '本週五停課', ...input } },
      { token: admin.token },
    );
};

/** The titles of the user's notifications about announcements. */
const announcementTitles = async (token: string) =>
  (await notificationsOf(t, token)).items
    .filter((item) => item.kind === 'important_announcement')
    .map((item) => item.title);

describe('publishing an announcement', () => {
  test('an important one shown now notifies every user, the one who wrote it too, linking to 公告中心', async () => {
    const [student, other] = await Promise.all([signedInUser(t), signedInUser(t)]);
    const created = await publish({ importance: 'important' });
    for (const user of [student, other]) {
      const [notification] = (await notificationsOf(t, user.token)).items;
      expect(notification).toMatchObject({
        kind: 'important_announcement',
        title: `重要公告：${created.title}`,
        link: ANNOUNCEMENT_CENTER_LINK,
        read: false,
      });
    }
  });

  test('a normal one, one switched off, one starting later or one already ended notifies nobody', async () => {
    const student = await signedInUser(t);
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    const anHourAgo = new Date(Date.now() - 3_600_000).toISOString();
    await publish({ importance: 'normal' });
    await publish({ importance: 'important', active: false });
    await publish({ importance: 'important', starts_at: inAnHour });
    await publish({
      importance: 'important',
      starts_at: new Date(Date.now() - 7_200_000).toISOString(),
      ends_at: anHourAgo,
    });
    expect(await announcementTitles(student.token)).toEqual([]);
  });

  test('one that started before it was written notifies as one shown now does', async () => {
    const student = await signedInUser(t);
    const created = await publish({
      importance: 'important',
      starts_at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(await announcementTitles(student.token)).toEqual([`重要公告：${created.title}`]);
  });

  test('a user who turned 重要公告 off is not notified', async () => {
    const [quiet, other] = await Promise.all([signedInUser(t), signedInUser(t)]);
    await t
      .client()
      .output(
        routes.notifications.setNotificationSettings,
        { body: { important_announcement: 'off' } },
        { token: quiet.token },
      );
    const created = await publish({ importance: 'important' });
    expect(await announcementTitles(quiet.token)).toEqual([]);
    expect(await announcementTitles(other.token)).toEqual([`重要公告：${created.title}`]);
  });
});

describe('a scheduled announcement', () => {
  const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
  /** Time passes for the announcement: it began a minute ago (and ends, if it had an end, an hour later). */
  const begin = (id: number) =>
    t.db
      .update(announcements)
      .set({ startsAt: sql`now() - interval '1 minute'`, endsAt: sql`now() + interval '1 hour'` })
      .where(eq(announcements.id, id));

  test('an important one rings every bell once it begins, and only once', async () => {
    const [student, other] = await Promise.all([signedInUser(t), signedInUser(t)]);
    const created = await publish({ importance: 'important', starts_at: inAnHour() });
    await runMaintenanceJob(RING_BEGUN_ANNOUNCEMENTS_KIND);
    expect(await announcementTitles(student.token)).toEqual([]);

    await begin(created.id);
    await runMaintenanceJob(RING_BEGUN_ANNOUNCEMENTS_KIND);
    await runMaintenanceJob(RING_BEGUN_ANNOUNCEMENTS_KIND);
    for (const user of [student, other])
      expect(await announcementTitles(user.token)).toEqual([`重要公告：${created.title}`]);
  });

  test('one deleted, switched off or made normal before it begins rings no bell', async () => {
    const student = await signedInUser(t);
    const admin = await signedInUser(t, { isAdmin: true });
    const [deleted, switchedOff, madeNormal, normal] = await Promise.all([
      publish({ importance: 'important', starts_at: inAnHour() }),
      publish({ importance: 'important', starts_at: inAnHour() }),
      publish({ importance: 'important', starts_at: inAnHour() }),
      publish({ importance: 'normal', starts_at: inAnHour() }),
    ]);
    const edit = (id: number, values: Partial<AnnouncementInput>) =>
      t.client().output(
        routes.announcements.adminUpdateAnnouncement,
        {
          params: { id: String(id) },
          body: {
            title: `改過的公告 ${id}`,
            body: '內容',
            importance: 'important',
            starts_at: inAnHour(),
            ...values,
          },
        },
        { token: admin.token },
      );
    await t
      .client()
      .output(
        routes.announcements.adminDeleteAnnouncement,
        { params: { id: String(deleted.id) } },
        { token: admin.token },
      );
    await edit(switchedOff.id, { active: false });
    await edit(madeNormal.id, { importance: 'normal' });
    for (const { id } of [switchedOff, madeNormal, normal]) await begin(id);
    await runMaintenanceJob(RING_BEGUN_ANNOUNCEMENTS_KIND);
    expect(await announcementTitles(student.token)).toEqual([]);

    // Switched on again once begun, it is an edit of one already begun: still no bell.
    await edit(switchedOff.id, { active: true, starts_at: null });
    await runMaintenanceJob(RING_BEGUN_ANNOUNCEMENTS_KIND);
    expect(await announcementTitles(student.token)).toEqual([]);
  });
});
