import {
  type Access,
  type AuditEntry,
  type AuditQuery,
  defineRoute,
  json,
  type Method,
  okSchema,
  routes,
} from '@pastexam/api-contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { auditLog, jobs } from '../db/schema.ts';
import { insertJob } from '../jobs/repository.ts';
import { createArchive } from '../test-support/ai-exam.ts';
import { useTestApp } from '../test-support/app.ts';
import { insertCourse } from '../test-support/archives.ts';
import { useJobWorkers } from '../test-support/jobs.ts';
import { PURGE_AUDIT_KIND } from './purge-job.ts';
import { checkAudited } from './record.ts';

const t = useTestApp();
let admin: { id: number; name: string; token: string };
beforeAll(async () => {
  const { user, password } = await t.createUser({ isAdmin: true, name: `稽核管理員-${Date.now()}` });
  admin = { id: user.id, name: user.name, token: await t.signIn(user, password) };
});
const { startMaintenance } = useJobWorkers(() => t);

const as = (token = admin.token) => ({ token });
const log = (query: AuditQuery = {}, token = admin.token) =>
  t.client().call(routes.audit.listAudit, { query }, as(token));
async function entries(query: AuditQuery = {}): Promise<AuditEntry[]> {
  const page = await log(query);
  if (!page.ok) throw new Error(`the audit log answered ${page.status}`);
  return page.body.items;
}
const latest = async (query: AuditQuery = {}) => (await entries({ ...query, limit: 1 }))[0];

describe('the audit log', () => {
  test('records an admin’s course changes with who, what, when, and the course before and after', async () => {
    const started = Date.now();
    const created = await t
      .client()
      .output(routes.courses.adminCreateCourse, { body: { name: '稽核課程', category: 'junior' } }, as());
    const id = String(created.id);
    await t
      .client()
      .output(
        routes.courses.adminUpdateCourse,
        { params: { id }, body: { name: '稽核課程（改）', category: 'junior' } },
        as(),
      );
    await t.client().output(routes.courses.adminDeleteCourse, { params: { id } }, as());

    const [deleted, updated, create] = await entries({ target_type: 'course', limit: 3 });
    expect(create).toMatchObject({
      action: 'course.create',
      actor_id: admin.id,
      actor_name: admin.name,
      target_type: 'course',
      target_id: id,
      target_name: '稽核課程',
      before: null,
      after: { id: created.id, name: '稽核課程', category: 'junior' },
    });
    expect(Date.parse(create?.at ?? '')).toBeGreaterThanOrEqual(started - 1000);
    expect(updated).toMatchObject({
      action: 'course.update',
      target_name: '稽核課程（改）',
      before: { name: '稽核課程' },
      after: { name: '稽核課程（改）' },
    });
    expect(deleted).toMatchObject({
      action: 'course.delete',
      target_name: '稽核課程（改）',
      before: { id: created.id, name: '稽核課程（改）' },
      after: null,
    });
  });

  test('records every deletion, by a student too, and nothing for a refused one', async () => {
    const { user: uploader, password } = await t.createUser();
    const token = await t.signIn(uploader, password);
    const course = await insertCourse(t);
    const archive = await createArchive(t, course);
    await t.db.execute(sql`update archives set uploader_id = ${uploader.id} where id = ${archive.id}`);
    const params = { cid: String(course.id), aid: String(archive.id) };

    const { user: other, password: otherPassword } = await t.createUser();
    const refused = await t
      .client()
      .call(routes.archives.deleteArchive, { params }, as(await t.signIn(other, otherPassword)));
    expect(refused.status).toBe(403);
    expect(await latest({ action: 'archive.delete', actor: other.name })).toBeUndefined();

    await t.client().output(routes.archives.deleteArchive, { params }, as(token));
    expect(await latest({ action: 'archive.delete' })).toMatchObject({
      actor_id: uploader.id,
      actor_name: uploader.name,
      target_id: String(archive.id),
      before: { id: archive.id, course_id: course.id, course_name: course.name, in_trash: false },
      after: null,
    });
  });

  test('says that a password was reset, never the password itself', async () => {
    const { user } = await t.createUser();
    const secret = 'a-new-secret-password-9';
    await t
      .client()
      .output(routes.users.updateUser, { params: { id: String(user.id) }, body: { password: secret } }, as());
    const entry = await latest({ action: 'user.update' });
    expect(entry).toMatchObject({ target_id: String(user.id), after: { password_reset: true } });
    const [stored] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.id, entry?.id ?? 0));
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect(JSON.stringify(stored)).not.toMatch(/password_hash|passwordHash|scrypt/);
  });

  test('filters by action, record, actor and day, and pages newest first', async () => {
    for (const name of ['頁一', '頁二', '頁三']) {
      await t
        .client()
        .output(routes.courses.adminCreateCourse, { body: { name, category: 'general' } }, as());
    }
    const first = await log({ action: 'course.create', limit: 2 });
    expect(first.ok && first.body.items.map((entry) => entry.target_name)).toEqual(['頁三', '頁二']);
    const cursor = first.ok ? first.body.next_cursor : null;
    expect(cursor).not.toBeNull();
    const second = await log({ action: 'course.create', limit: 2, cursor: cursor ?? undefined });
    expect(second.ok && second.body.items[0]?.target_name).toBe('頁一');

    expect(
      await entries({ actor: admin.name.slice(0, 5).toLowerCase(), action: 'course.create' }),
    ).not.toEqual([]);
    expect(await entries({ actor: '沒有這個人', action: 'course.create' })).toEqual([]);
    expect(await entries({ actor: '%', action: 'course.create' })).toEqual([]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei' }).format(new Date());
    expect(
      (await entries({ from: today, to: today, action: 'course.create' })).length,
    ).toBeGreaterThanOrEqual(3);
    expect(await entries({ to: '2020-01-01', action: 'course.create' })).toEqual([]);
  });

  test('refuses a backwards date range or a day the calendar lacks in the user’s words, and shows itself to administrators only', async () => {
    const refused = await log({ from: '2026-02-01', to: '2026-01-01' });
    expect(refused).toMatchObject({ ok: false, status: 400, body: { code: 'invalid_input' } });
    expect(refused.ok || refused.body.detail).toContain('開始日期不能晚於結束日期');
    for (const query of [{ from: '2026-13-45' }, { to: '2026-02-30' }, { from: '2026-1-5' }]) {
      const malformed = await log(query);
      expect(malformed).toMatchObject({ ok: false, status: 400, body: { code: 'invalid_input' } });
      expect(malformed.ok || malformed.body.detail).toContain('日期需為存在的日期');
    }
    // Year 1 is a day of the calendar, but no day the log (or its database's clock) holds.
    const ancient = await log({ from: '0001-01-01', to: '9999-12-31' });
    expect(ancient).toMatchObject({ ok: false, status: 400, body: { code: 'invalid_input' } });
    expect(ancient.ok || ancient.body.detail).toContain('日期不可早於 1970-01-01');
    expect((await log({ from: '1970-01-01', to: '9999-12-31' })).status).toBe(200);
    const { user, password } = await t.createUser();
    expect((await log({}, await t.signIn(user, password))).status).toBe(403);
  });

  test('keeps entries AUDIT_RETENTION_DAYS, removed by a queued job', async () => {
    await t
      .client()
      .output(routes.courses.adminCreateCourse, { body: { name: '舊紀錄', category: 'general' } }, as());
    const old = await latest({ action: 'course.create' });
    await t.db
      .update(auditLog)
      .set({ at: sql`now() - make_interval(days => ${t.env.AUDIT_RETENTION_DAYS + 1})` })
      .where(eq(auditLog.id, old?.id ?? 0));
    await t
      .client()
      .output(routes.courses.adminCreateCourse, { body: { name: '新紀錄', category: 'general' } }, as());
    const job = await insertJob(t.db, { kind: PURGE_AUDIT_KIND, payload: {}, maxAttempts: 3 });
    startMaintenance();
    await expect
      .poll(async () => (await t.db.select().from(jobs).where(eq(jobs.id, job.id)))[0]?.status)
      .toBe('complete');
    const names = (await entries({ action: 'course.create' })).map((entry) => entry.target_name);
    expect(names).toContain('新紀錄');
    expect(names).not.toContain('舊紀錄');
  });
});

describe('which routes are audited', () => {
  const route = (method: Method, access: Exclude<Access, 'guest'>) =>
    defineRoute({
      method,
      path: `/probe/${method}/${access}`,
      tags: ['probe'],
      summary: 'probe',
      access,
      responses: { 200: json(okSchema, 'ok') },
      errors: [],
    });

  test('the server will not start with an admin change, an owner’s change or a deletion that is not recorded', () => {
    const adminChange = route('post', 'admin');
    const ownerChange = route('patch', 'owner-or-admin');
    const deletion = route('delete', 'user');
    const changes = [adminChange, ownerChange, deletion];
    expect(() => checkAudited([...changes, route('get', 'admin'), route('post', 'user')], [])).toThrow(
      'POST /probe/post/admin, PATCH /probe/patch/owner-or-admin, DELETE /probe/delete/user',
    );
    expect(() => checkAudited(changes, changes)).not.toThrow();
  });
});
