// 許願池: wishes for exams a course lacks, joined by others (同求), fulfilled by the upload that matches them.
import { errorCatalogue, MAX_OPEN_WISHES, routes, type WishInput } from '@pastexam/api-contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, courses } from '../db/schema.ts';
import { useTestApp } from '../test-support/app.ts';
import { insertCourse, signedInUser } from '../test-support/archives.ts';
import { notificationsOf } from '../test-support/notifications.ts';
import { blankPdf } from '../test-support/pdfs.ts';

const t = useTestApp();
const { wishes } = routes;

type User = { id: number; token: string };

const wish = (user: User, courseId: number, body: WishInput = {}) =>
  t.client().output(wishes.makeWish, { params: { id: String(courseId) }, body }, { token: user.token });
const courseWishes = async (user: User, courseId: number) =>
  (
    await t
      .client()
      .output(wishes.listCourseWishes, { params: { id: String(courseId) } }, { token: user.token })
  ).wishes;
const setJoined = (user: User, wishId: number, joined: boolean) =>
  t
    .client()
    .call(wishes.setWishJoined, { params: { id: String(wishId) }, body: { joined } }, { token: user.token });
const myWishes = async (user: User) =>
  (await t.client().output(wishes.listMyWishes, {}, { token: user.token })).wishes;

type Exam = {
  professor: string;
  academic_year: number;
  archive_type: 'midterm' | 'final' | 'quiz' | 'other';
};
const exam: Exam = { professor: '陳教授', academic_year: 113, archive_type: 'midterm' };

async function upload(user: User, courseId: number, values: Partial<Exam> = {}) {
  const file = new File([await blankPdf(1)], 'exam.pdf');
  const body = { course_id: courseId, name: '期中考', has_answers: false, file, ...exam, ...values };
  return t.client().output(routes.archives.uploadArchive, { body }, { token: user.token });
}

describe('wishing (許願)', () => {
  it('lists a wish on its course with how many wait, a second identical wish joining it (同求)', async () => {
    const [first, second, other] = [await signedInUser(t), await signedInUser(t), await signedInUser(t)];
    const course = await insertCourse(t);
    const made = await wish(first, course.id, { ...exam, note: '  想要有詳解的  ' });
    expect(made).toMatchObject({
      ...exam,
      note: '想要有詳解的',
      wisher_count: 1,
      joined: true,
      state: 'open',
    });
    const again = await wish(second, course.id, { ...exam, note: '我也要' });
    expect(again).toMatchObject({ id: made.id, wisher_count: 2, joined: true, note: '想要有詳解的' });
    // Wishing twice changes nothing; a wish naming less is another wish.
    expect(await wish(second, course.id, exam)).toMatchObject({ id: made.id, wisher_count: 2 });
    const anyType = await wish(other, course.id, { professor: '陳教授', academic_year: 113 });
    expect(anyType.id).not.toBe(made.id);

    const listed = await courseWishes(other, course.id);
    expect(listed.map((item) => [item.id, item.wisher_count, item.joined])).toEqual([
      [made.id, 2, false],
      [anyType.id, 1, true],
    ]);
  });

  it('lets a wisher withdraw only themselves, and removes a wish its last wisher withdraws from', async () => {
    const [first, second] = [await signedInUser(t), await signedInUser(t)];
    const course = await insertCourse(t);
    const made = await wish(first, course.id, { archive_type: 'final' });
    expect(await setJoined(second, made.id, true)).toMatchObject({ status: 200, body: { wisher_count: 2 } });
    expect(await setJoined(second, made.id, true)).toMatchObject({ status: 200, body: { wisher_count: 2 } });
    expect(await setJoined(second, made.id, false)).toMatchObject({
      status: 200,
      body: { wisher_count: 1, joined: false },
    });
    expect((await courseWishes(first, course.id))[0]).toMatchObject({ wisher_count: 1, joined: true });
    expect(await setJoined(first, made.id, false)).toMatchObject({ status: 200, body: { wisher_count: 0 } });
    expect(await courseWishes(first, course.id)).toEqual([]);
    expect(await setJoined(second, made.id, true)).toMatchObject({
      status: 404,
      body: { code: 'wish_not_found' },
    });
  });

  it('refuses a course that does not exist or was deleted, and removes the wishes of a deleted course', async () => {
    const [user, admin] = [await signedInUser(t), await signedInUser(t, { isAdmin: true })];
    const course = await insertCourse(t);
    await wish(user, course.id, exam);
    for (const id of [2_000_000_000]) {
      const refused = await t
        .client()
        .refusal(wishes.makeWish, { params: { id: String(id) }, body: {} }, { token: user.token });
      expect(refused).toMatchObject({ status: 404, code: 'course_not_found' });
    }
    await t
      .client()
      .output(
        routes.courses.adminDeleteCourse,
        { params: { id: String(course.id) } },
        { token: admin.token },
      );
    expect(await myWishes(user)).toEqual([]);
    const refused = await t
      .client()
      .refusal(wishes.makeWish, { params: { id: String(course.id) }, body: {} }, { token: user.token });
    expect(refused.code).toBe('course_not_found');
  });

  it(`refuses a wish or a 同求 past ${MAX_OPEN_WISHES} open ones, and a note past 200 characters`, async () => {
    const [user, other] = [await signedInUser(t), await signedInUser(t)];
    const course = await insertCourse(t);
    for (let year = 90; year < 90 + MAX_OPEN_WISHES; year += 1)
      await wish(user, course.id, { academic_year: year });
    const refused = await t
      .client()
      .refusal(
        wishes.makeWish,
        { params: { id: String(course.id) }, body: { academic_year: 150 } },
        { token: user.token },
      );
    expect(refused).toMatchObject({ status: 409, code: 'wish_limit_reached' });
    expect(refused.detail).toBe(errorCatalogue.wish_limit_reached.message);
    const theirs = await wish(other, course.id, { academic_year: 151 });
    expect(await setJoined(user, theirs.id, true)).toMatchObject({
      status: 409,
      body: { code: 'wish_limit_reached' },
    });
    // A wish already waited on is no new one.
    expect(await wish(user, course.id, { academic_year: 90 })).toMatchObject({ wisher_count: 1 });

    const long = await t
      .client()
      .call(
        wishes.makeWish,
        { params: { id: String(course.id) }, body: { note: '長'.repeat(201) } },
        { token: other.token },
      );
    expect(long).toMatchObject({ status: 400, body: { detail: '備註最多 200 個字' } });
    // The wish dialog sends the year as typed; the server reads it, or says why not.
    const typed = { params: { id: String(course.id) }, body: { academic_year: ' 1130 ' } };
    expect(await t.client().call(wishes.makeWish, typed, { token: other.token })).toMatchObject({
      status: 400,
      body: { detail: '學年度不可晚於 200' },
    });
    typed.body.academic_year = '113';
    expect(await t.client().output(wishes.makeWish, typed, { token: other.token })).toMatchObject({
      academic_year: 113,
    });
  });

  it('asks a guest to sign in, and lets only an admin list the most wished-for or close one', async () => {
    const [user, admin] = [await signedInUser(t), await signedInUser(t, { isAdmin: true })];
    const course = await insertCourse(t);
    const made = await wish(user, course.id);
    const guest = await t.client().call(wishes.makeWish, { params: { id: String(course.id) }, body: {} });
    expect(guest.status).toBe(401);
    expect((await t.client().call(wishes.adminListWishes, {}, { token: user.token })).status).toBe(403);
    const close = { params: { id: String(made.id) }, body: { reason: '已有紙本' } };
    expect((await t.client().call(wishes.adminCloseWish, close, { token: user.token })).status).toBe(403);
    expect(admin.id).not.toBe(user.id);
  });
});

describe('fulfilling wishes', () => {
  it('fulfils the wishes an upload matches and tells their wishers but the uploader, with a link to it', async () => {
    const [wisher, joiner, uploader] = [await signedInUser(t), await signedInUser(t), await signedInUser(t)];
    const course = await insertCourse(t, { name: '資料結構 許願' });
    const exact = await wish(wisher, course.id, exam);
    await setJoined(joiner, exact.id, true);
    await setJoined(uploader, exact.id, true);
    const anyType = await wish(joiner, course.id, { professor: '陳教授' });
    const anything = await wish(wisher, course.id);
    const otherType = await wish(wisher, course.id, { archive_type: 'final' });
    const otherProfessor = await wish(wisher, course.id, { professor: '林教授' });
    const otherYear = await wish(wisher, course.id, { academic_year: 112 });
    const elsewhere = await wish(wisher, (await insertCourse(t)).id, exam);

    const matches = await t
      .client()
      .output(
        wishes.findWishMatches,
        { params: { id: String(course.id) }, body: exam },
        { token: uploader.token },
      );
    expect(matches).toEqual({ wish_count: 3, wisher_count: 3 });

    const archive = await upload(uploader, course.id);
    const mine = await myWishes(wisher);
    const stateOf = (id: number) => mine.find((item) => item.id === id);
    for (const id of [exact.id, anything.id])
      expect(stateOf(id)).toMatchObject({ state: 'fulfilled', fulfilled_archive_id: archive.id });
    expect(stateOf(anything.id)?.fulfilled_at).not.toBeNull();
    for (const id of [otherType.id, otherProfessor.id, otherYear.id, elsewhere.id])
      expect(stateOf(id)).toMatchObject({ state: 'open', fulfilled_archive_id: null });
    expect((await myWishes(joiner)).find((item) => item.id === anyType.id)?.state).toBe('fulfilled');

    const notice = {
      kind: 'wish_fulfilled',
      title: '你許願的「資料結構 許願」考古題已上傳',
      body: '113 學年度 期中考（陳教授）',
      link: `/archive?course=${course.id}&archive=${archive.id}`,
    };
    // One notification each, however many of their wishes it fulfilled.
    for (const user of [wisher, joiner])
      expect((await notificationsOf(t, user.token)).items).toEqual([expect.objectContaining(notice)]);
    expect((await notificationsOf(t, uploader.token)).items).toEqual([]);

    // A fulfilled wish is not fulfilled again, nor listed on its course.
    await upload(uploader, course.id);
    expect((await notificationsOf(t, wisher.token)).items).toHaveLength(1);
    expect((await courseWishes(wisher, course.id)).map((item) => item.id)).toEqual([
      otherType.id,
      otherProfessor.id,
      otherYear.id,
    ]);
    expect(
      await t
        .client()
        .output(
          wishes.findWishMatches,
          { params: { id: String(course.id) }, body: exam },
          { token: uploader.token },
        ),
    ).toEqual({ wish_count: 0, wisher_count: 0 });
  });
});

describe('closing wishes and merging courses', () => {
  it('lists the most wished-for for admins, who close one with a reason its wishers see, audited', async () => {
    const [a, b, admin] = [
      await signedInUser(t),
      await signedInUser(t),
      await signedInUser(t, { isAdmin: true }),
    ];
    const course = await insertCourse(t, { name: '作業系統 許願' });
    const few = await wish(a, course.id, { archive_type: 'quiz' });
    const many = await wish(a, course.id, { academic_year: 113, archive_type: 'final' });
    await setJoined(b, many.id, true);
    const listed = (await t.client().output(wishes.adminListWishes, {}, { token: admin.token })).wishes;
    const ours = listed.filter((item) => item.course_id === course.id).map((item) => item.id);
    expect(ours).toEqual([many.id, few.id]);
    expect(listed[0]?.wisher_count).toBeGreaterThanOrEqual(listed[1]?.wisher_count ?? 0);

    const close = { params: { id: String(many.id) }, body: { reason: '這學期沒有期末考' } };
    const closed = await t.client().output(wishes.adminCloseWish, close, { token: admin.token });
    expect(closed).toMatchObject({ state: 'closed', close_reason: '這學期沒有期末考' });
    expect((await myWishes(b))[0]).toMatchObject({
      id: many.id,
      state: 'closed',
      close_reason: '這學期沒有期末考',
    });
    expect((await courseWishes(a, course.id)).map((item) => item.id)).toEqual([few.id]);
    expect(await t.client().refusal(wishes.adminCloseWish, close, { token: admin.token })).toMatchObject({
      status: 404,
      code: 'wish_not_found',
    });
    expect((await notificationsOf(t, b.token)).items).toEqual([]);

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(many.id)));
    expect(entry).toMatchObject({
      action: 'wish.close',
      targetType: 'wish',
      actorId: admin.id,
      targetName: '作業系統 許願 113 學年度 期末考',
      before: expect.objectContaining({ state: 'open', wisher_count: 2 }),
      after: expect.objectContaining({ state: 'closed', close_reason: '這學期沒有期末考' }),
    });
  });

  it('carries the wishes of a merged course over, an identical open wish merging its wishers', async () => {
    const [a, b, c, admin] = [
      await signedInUser(t),
      await signedInUser(t),
      await signedInUser(t),
      await signedInUser(t, { isAdmin: true }),
    ];
    const pending = await insertCourse(t, { pending: true });
    const target = await insertCourse(t);
    const same = await wish(a, pending.id, exam);
    await setJoined(b, same.id, true);
    const kept = await wish(b, target.id, exam);
    await setJoined(c, kept.id, true);
    const moved = await wish(c, pending.id, { archive_type: 'quiz' });
    await t
      .client()
      .output(
        routes.courses.adminMergeCourse,
        { params: { id: String(pending.id) }, body: { into_course_id: target.id } },
        { token: admin.token },
      );
    const listed = await courseWishes(a, target.id);
    expect(listed.map((item) => [item.id, item.wisher_count, item.joined])).toEqual([
      [kept.id, 3, true],
      [moved.id, 1, false],
    ]);
    expect(await t.db.select().from(courses).where(eq(courses.id, pending.id))).toEqual([]);
  });
});
