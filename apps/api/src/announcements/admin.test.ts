import {
  type AdminAnnouncementQuery,
  type AnnouncementInput,
  type AuditQuery,
  routes,
} from '@pastexam/api-contract';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { announcementReads, announcements } from '../db/schema.ts';
import { insertAnnouncement, minutesFromNow } from '../test-support/announcements.ts';
import { useTestApp } from '../test-support/app.ts';
import { signedInUser } from '../test-support/archives.ts';

const {
  adminListAnnouncements,
  adminCreateAnnouncement,
  adminUpdateAnnouncement,
  adminDeleteAnnouncement,
  markAnnouncementsSeen,
} = routes.announcements;

const t = useTestApp();
let admin: { id: number; token: string };
let student: { id: number; token: string };
beforeAll(async () => {
  [admin, student] = await Promise.all([signedInUser(t, { isAdmin: true }), signedInUser(t)]);
});

let counter = 0;
const draft = (overrides: Partial<AnnouncementInput> = {}): AnnouncementInput => {
  counter += 1;
  return { title: `期末考時間異動 ${counter}`, body: '**請注意**：期末考改到 6 月 20 日。', ...overrides };
};
const byId = (id: number) => ({ params: { id: String(id) } });
const create = (body: AnnouncementInput, token = admin.token) =>
  t.client().call(adminCreateAnnouncement, { body }, { token });
const list = (query: AdminAnnouncementQuery, token = admin.token) =>
  t.client().output(adminListAnnouncements, { query }, { token });
const howMany = async () => (await t.db.select({ value: count() }).from(announcements))[0]?.value;
const latestAudit = async (query: AuditQuery) =>
  (await t.client().output(routes.audit.listAudit, { query: { ...query, limit: 1 } }, admin)).items[0];

describe('公告管理 permissions', () => {
  test('guests and students can neither list nor change announcements', async () => {
    const notice = await insertAnnouncement(t);
    for (const [token, status] of [
      [undefined, 401],
      [student.token, 403],
    ] as const) {
      const options = { token };
      expect((await t.client().call(adminListAnnouncements, { query: {} }, options)).status).toBe(status);
      expect((await t.client().call(adminCreateAnnouncement, { body: draft() }, options)).status).toBe(
        status,
      );
      const update = await t
        .client()
        .call(adminUpdateAnnouncement, { ...byId(notice.id), body: draft() }, options);
      expect(update.status).toBe(status);
      expect((await t.client().call(adminDeleteAnnouncement, byId(notice.id), options)).status).toBe(status);
    }
    const [row] = await t.db.select().from(announcements).where(eq(announcements.id, notice.id));
    expect(row?.title).toBe(notice.title);
  });
});

describe('writing an announcement', () => {
  test('an admin publishes one: trimmed, with its window, recorded in the audit log', async () => {
    const answer = await create({
      title: '  系辦公告  ',
      body: '內容\n\n- 第一點\n',
      importance: 'important',
      starts_at: '2026-03-01T09:00:00+08:00',
      ends_at: '2099-03-01T09:00:00+08:00',
    });
    expect(answer.status).toBe(201);
    if (!answer.ok) throw new Error(answer.body.detail);
    expect(answer.body).toMatchObject({
      title: '系辦公告',
      body: '內容\n\n- 第一點',
      importance: 'important',
      active: true,
      starts_at: '2026-03-01T01:00:00.000Z',
      ends_at: '2099-03-01T01:00:00.000Z',
      status: 'shown',
    });
    const [row] = await t.db.select().from(announcements).where(eq(announcements.id, answer.body.id));
    expect(row?.authorId).toBe(admin.id);
    expect(await latestAudit({ action: 'announcement.create' })).toMatchObject({
      target_type: 'announcement',
      target_id: String(answer.body.id),
      target_name: '系辦公告',
      before: null,
      after: { name: '系辦公告', importance: 'important', active: true },
    });
  });

  test('defaults to 一般, switched on, with no window', async () => {
    const answer = await create(draft());
    expect(answer).toMatchObject({
      status: 201,
      body: { importance: 'normal', active: true, starts_at: null, ends_at: null, status: 'shown' },
    });
  });

  test.each([
    ['an empty title', draft({ title: '   ' }), '請輸入公告標題'],
    ['a title of 151 characters', draft({ title: '公'.repeat(151) }), '公告標題最多 150 個字'],
    ['a title with a control character', draft({ title: '公告\u0007' }), '公告標題不可包含控制字元'],
    ['an empty body', draft({ body: '\n\n' }), '請輸入公告內容'],
    ['a body of 10,001 characters', draft({ body: 'x'.repeat(10_001) }), '公告內容最多 10000 個字'],
    [
      'an end before the start',
      draft({ starts_at: '2026-03-02T00:00:00Z', ends_at: '2026-03-01T00:00:00Z' }),
      '結束時間必須晚於開始時間',
    ],
    [
      'an end at the start',
      draft({ starts_at: '2026-03-01T08:00:00+08:00', ends_at: '2026-03-01T00:00:00Z' }),
      '結束時間必須晚於開始時間',
    ],
    ['a time that is not one', draft({ starts_at: '下週一' }), '時間格式不正確'],
    [
      'an unknown importance',
      { ...draft(), importance: 'urgent' } as unknown as AnnouncementInput,
      '重要性只能是「一般」或「重要」',
    ],
  ])('refuses %s in zh-TW and writes nothing', async (_name, body, message) => {
    const before = await howMany();
    const answer = await create(body);
    expect(answer.status).toBe(400);
    if (answer.ok) throw new Error('accepted');
    expect(answer.body.code).toBe('invalid_input');
    expect(answer.body.detail).toContain(message);
    expect(await howMany()).toBe(before);
  });

  test('takes a title of exactly 150 characters and a body of 10,000', async () => {
    const answer = await create(draft({ title: '題'.repeat(150), body: 'y'.repeat(10_000) }));
    expect(answer.status).toBe(201);
  });

  test('the database refuses a window that ends before it starts, whoever writes it', async () => {
    await expect(
      insertAnnouncement(t, { startsAt: minutesFromNow(10), endsAt: minutesFromNow(5) }),
    ).rejects.toThrow();
  });

  test('an edit replaces what it says, keeps who has seen it, and is audited before and after', async () => {
    const notice = await insertAnnouncement(t, { title: '舊標題' });
    await t.client().output(markAnnouncementsSeen, { body: { ids: [notice.id] } }, student);
    const edited = await t.client().call(
      adminUpdateAnnouncement,
      {
        ...byId(notice.id),
        body: draft({ title: '新標題', active: false }),
      },
      admin,
    );
    expect(edited).toMatchObject({ status: 200, body: { title: '新標題', active: false, status: 'off' } });
    const reads = await t.db
      .select()
      .from(announcementReads)
      .where(eq(announcementReads.announcementId, notice.id));
    expect(reads.map((read) => read.userId)).toEqual([student.id]);
    expect(await latestAudit({ action: 'announcement.update' })).toMatchObject({
      target_name: '新標題',
      before: { name: '舊標題', active: true },
      after: { name: '新標題', active: false },
    });
  });

  test('an edit that breaks a rule changes nothing', async () => {
    const notice = await insertAnnouncement(t, { title: '不變' });
    const refused = await t.client().call(
      adminUpdateAnnouncement,
      {
        ...byId(notice.id),
        body: draft({ title: '', ends_at: '2026-01-01T00:00:00Z' }),
      },
      admin,
    );
    expect(refused.status).toBe(400);
    const [row] = await t.db.select().from(announcements).where(eq(announcements.id, notice.id));
    expect(row?.title).toBe('不變');
  });

  test('deleting removes it and who has seen it, audited; a second delete or an edit finds nothing', async () => {
    const notice = await insertAnnouncement(t, { title: '將刪除' });
    await t.client().output(markAnnouncementsSeen, { body: { ids: [notice.id] } }, student);
    await t.client().output(adminDeleteAnnouncement, byId(notice.id), admin);
    const reads = await t.db
      .select()
      .from(announcementReads)
      .where(eq(announcementReads.announcementId, notice.id));
    expect(reads).toEqual([]);
    expect(await latestAudit({ action: 'announcement.delete' })).toMatchObject({
      target_name: '將刪除',
      before: { id: notice.id, name: '將刪除' },
      after: null,
    });

    const again = await t.client().call(adminDeleteAnnouncement, byId(notice.id), admin);
    expect(again).toMatchObject({
      status: 404,
      body: { code: 'announcement_not_found', detail: '找不到此公告，可能已被刪除' },
    });
    const edit = await t.client().call(adminUpdateAnnouncement, { ...byId(notice.id), body: draft() }, admin);
    expect(edit).toMatchObject({ status: 404, body: { code: 'announcement_not_found' } });
  });
});

describe('the 公告管理 list', () => {
  test('searches title and body in any case, with % and _ as letters', async () => {
    const tag = `Tag${Date.now()}`;
    const inTitle = await insertAnnouncement(t, { title: `${tag} 標題` });
    const inBody = await insertAnnouncement(t, { body: `內容提到 ${tag.toUpperCase()}` });
    const percent = await insertAnnouncement(t, { title: `${tag} 100% 完成` });
    const found = await list({ q: tag.toLowerCase(), limit: 100 });
    expect(found.items.map((item) => item.id).sort()).toEqual([inTitle.id, inBody.id, percent.id].sort());
    expect(found.total).toBe(3);
    const literal = await list({ q: `${tag} 100%` });
    expect(literal.items.map((item) => item.id)).toEqual([percent.id]);
    expect((await list({ q: `${tag}_` })).total).toBe(0);
  });

  test('filters by importance and by where each stands now, newest written first, in pages', async () => {
    const tag = `Filter${Date.now()}`;
    const shown = await insertAnnouncement(t, { title: `${tag} 顯示`, importance: 'important' });
    const scheduled = await insertAnnouncement(t, { title: `${tag} 排程`, startsAt: minutesFromNow(60) });
    const ended = await insertAnnouncement(t, { title: `${tag} 結束`, endsAt: minutesFromNow(-60) });
    const off = await insertAnnouncement(t, { title: `${tag} 停用`, active: false, importance: 'important' });
    const ids = async (query: AdminAnnouncementQuery) =>
      (await list({ q: tag, ...query })).items.map((item) => item.id);

    expect(await ids({})).toEqual([off.id, ended.id, scheduled.id, shown.id]);
    expect(await ids({ importance: 'important' })).toEqual([off.id, shown.id]);
    expect(await ids({ status: 'shown' })).toEqual([shown.id]);
    expect(await ids({ status: 'scheduled' })).toEqual([scheduled.id]);
    expect(await ids({ status: 'ended' })).toEqual([ended.id]);
    expect(await ids({ status: 'off', importance: 'important' })).toEqual([off.id]);
    const secondPage = await list({ q: tag, page: 2, limit: 3 });
    expect(secondPage).toMatchObject({ total: 4, items: [{ id: shown.id, status: 'shown' }] });
  });

  test('refuses an unknown filter or too long a search in zh-TW', async () => {
    const status = { status: 'gone' } as unknown as AdminAnnouncementQuery;
    expect(await t.client().call(adminListAnnouncements, { query: status }, admin)).toMatchObject({
      status: 400,
      body: { detail: expect.stringContaining('狀態只能是顯示中、尚未開始、已結束或已停用') },
    });
    const long = await t.client().call(adminListAnnouncements, { query: { q: '字'.repeat(101) } }, admin);
    expect(long).toMatchObject({ status: 400, body: { detail: '搜尋內容最多 100 個字' } });
  });
});
