// Following courses (追蹤): a reader's own list of courses, pinned atop their course list, and shown on their
// overview with each course's newest archives.
import { errorCatalogue, routes } from '@pastexam/api-contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { archives, courses } from '../db/schema.ts';
import { useTestApp } from '../test-support/app.ts';
import { insertArchive, insertCourse, signedInUser } from '../test-support/archives.ts';
import { notificationsOf, speaking } from '../test-support/notifications.ts';
import { blankPdf } from '../test-support/pdfs.ts';

const t = useTestApp();
const { follows } = routes;

const follow = (id: number, following = true) => ({ params: { id: String(id) }, body: { following } });

/** An archive of the course uploaded `minutesAgo` minutes ago. */
async function archiveFrom(courseId: number, minutesAgo: number, values: { deletedAt?: Date } = {}) {
  const archive = await insertArchive(t, { courseId, ...values });
  const createdAt = new Date(Date.now() - minutesAgo * 60_000);
  await t.db.update(archives).set({ createdAt }).where(eq(archives.id, archive.id));
  return archive;
}

describe('following courses (追蹤)', () => {
  it('lists the courses a reader follows until they stop, following twice or stopping twice changing nothing', async () => {
    const reader = await signedInUser(t);
    const [first, second] = [await insertCourse(t), await insertCourse(t)];
    const as = { token: reader.token };
    await t.client().output(follows.setCourseFollow, follow(second.id), as);
    await t.client().output(follows.setCourseFollow, follow(first.id), as);
    await t.client().output(follows.setCourseFollow, follow(first.id), as);
    expect(await t.client().output(follows.listMyFollows, {}, as)).toEqual({
      course_ids: [first.id, second.id],
    });

    await t.client().output(follows.setCourseFollow, follow(first.id, false), as);
    await t.client().output(follows.setCourseFollow, follow(first.id, false), as);
    expect(await t.client().output(follows.listMyFollows, {}, as)).toEqual({ course_ids: [second.id] });
  });

  it("are one reader's own: another neither sees nor changes them", async () => {
    const [owner, other] = [await signedInUser(t), await signedInUser(t)];
    const course = await insertCourse(t);
    await t.client().output(follows.setCourseFollow, follow(course.id), { token: owner.token });
    expect(await t.client().output(follows.listMyFollows, {}, { token: other.token })).toEqual({
      course_ids: [],
    });
    await t.client().output(follows.setCourseFollow, follow(course.id, false), { token: other.token });
    expect(await t.client().output(follows.listMyFollows, {}, { token: owner.token })).toEqual({
      course_ids: [course.id],
    });
  });

  it('refuses a course that does not exist or was deleted, and drops a deleted course from the list', async () => {
    const reader = await signedInUser(t);
    const as = { token: reader.token };
    const course = await insertCourse(t);
    const deleted = await insertCourse(t);
    await t.db.update(courses).set({ deletedAt: new Date() }).where(eq(courses.id, deleted.id));
    for (const id of [deleted.id, 2_000_000_000]) {
      const refused = await t.client().refusal(follows.setCourseFollow, follow(id), as);
      expect(refused).toMatchObject({ status: 404, code: 'course_not_found' });
      expect(refused.detail).toBe(errorCatalogue.course_not_found.message);
    }
    const bad = await t
      .client()
      .call(follows.setCourseFollow, { params: { id: 'abc' }, body: { following: true } }, as);
    expect(bad.status).toBe(400);

    await t.client().output(follows.setCourseFollow, follow(course.id), as);
    await t.db.update(courses).set({ deletedAt: new Date() }).where(eq(courses.id, course.id));
    expect(await t.client().output(follows.listMyFollows, {}, as)).toEqual({ course_ids: [] });
    // A deleted course may still be unfollowed.
    await t.client().output(follows.setCourseFollow, follow(course.id, false), as);
  });

  it('carries the followers of a course awaiting review to the course an admin merges it into', async () => {
    const [reader, both, admin] = [
      await signedInUser(t),
      await signedInUser(t),
      await signedInUser(t, { isAdmin: true }),
    ];
    const pending = await insertCourse(t, { pending: true });
    const target = await insertCourse(t);
    await t.client().output(follows.setCourseFollow, follow(pending.id), { token: reader.token });
    for (const id of [pending.id, target.id])
      await t.client().output(follows.setCourseFollow, follow(id), { token: both.token });
    await t
      .client()
      .output(
        routes.courses.adminMergeCourse,
        { params: { id: String(pending.id) }, body: { into_course_id: target.id } },
        { token: admin.token },
      );
    for (const user of [reader, both])
      expect(await t.client().output(follows.listMyFollows, {}, { token: user.token })).toEqual({
        course_ids: [target.id],
      });
  });

  it("tells a course's followers of a new archive in it, with a link to its preview, but not its uploader", async () => {
    const [follower, uploader, other, wisher] = [
      await signedInUser(t),
      await signedInUser(t),
      await signedInUser(t),
      await signedInUser(t),
    ];
    const course = await insertCourse(t, { name: '計算機組織 追蹤' });
    for (const user of [follower, uploader, wisher])
      await t.client().output(follows.setCourseFollow, follow(course.id), { token: user.token });
    // A follower who wished for this very exam is told once, that the wish came true.
    await t
      .client()
      .output(
        routes.wishes.makeWish,
        { params: { id: String(course.id) }, body: { archive_type: 'final' } },
        { token: wisher.token },
      );
    const file = new File([await blankPdf(1)], 'exam.pdf');
    const body = {
      course_id: course.id,
      name: '期末考',
      professor: '陳教授',
      academic_year: 113,
      archive_type: 'final' as const,
      has_answers: false,
      file,
    };
    const uploaded = await t
      .client()
      .output(routes.archives.uploadArchive, { body }, { token: uploader.token });

    const page = await t
      .client()
      .output(routes.notifications.listNotifications, { query: {} }, { token: follower.token });
    expect(page.items).toEqual([
      expect.objectContaining({
        kind: 'followed_course_archive',
        title: '你追蹤的「計算機組織 追蹤」有新的考古題',
        body: '113 學年度 期末考（陳教授）',
        link: `/archive?course=${course.id}&archive=${uploaded.id}`,
        read: false,
      }),
    ]);
    const wisherPage = await t
      .client()
      .output(routes.notifications.listNotifications, { query: {} }, { token: wisher.token });
    expect(wisherPage.items.map((item) => item.kind)).toEqual(['wish_fulfilled']);
    for (const user of [uploader, other]) {
      const theirs = await t
        .client()
        .output(routes.notifications.listNotifications, { query: {} }, { token: user.token });
      expect(theirs.items).toEqual([]);
    }
  });

  it('tells a follower and a wisher who read English in English, the names as written', async () => {
    const [follower, wisher, uploader] = [
      await signedInUser(t),
      await signedInUser(t),
      await signedInUser(t),
    ];
    await speaking(t, 'en', follower.id, wisher.id);
    const course = await insertCourse(t, { name: '作業系統 英文' });
    await t.client().output(follows.setCourseFollow, follow(course.id), { token: follower.token });
    await t
      .client()
      .output(
        routes.wishes.makeWish,
        { params: { id: String(course.id) }, body: {} },
        { token: wisher.token },
      );
    const body = {
      course_id: course.id,
      name: '期中考',
      professor: '林教授',
      academic_year: 113,
      archive_type: 'midterm' as const,
      has_answers: false,
      file: new File([await blankPdf(1)], 'exam.pdf'),
    };
    await t.client().output(routes.archives.uploadArchive, { body }, { token: uploader.token });

    expect((await notificationsOf(t, follower.token)).items).toMatchObject([
      {
        title: 'A course you follow, “作業系統 英文”, has a new exam',
        body: 'AY 2024–25 (113) 期中考 (林教授)',
      },
    ]);
    expect((await notificationsOf(t, wisher.token)).items).toMatchObject([
      {
        title: 'An exam you wished for in “作業系統 英文” has been uploaded',
        body: 'AY 2024–25 (113) 期中考 (林教授)',
      },
    ]);
  });

  it('asks a guest to sign in', async () => {
    const course = await insertCourse(t);
    expect((await t.client().call(follows.setCourseFollow, follow(course.id))).status).toBe(401);
    expect((await t.client().call(follows.listMyFollows, {})).status).toBe(401);
  });

  it("puts the followed courses on the reader's overview by name, each with its three newest archives in use", async () => {
    const reader = await signedInUser(t);
    const as = { token: reader.token };
    const zeta = await insertCourse(t, { name: '作業系統 追蹤' });
    const alpha = await insertCourse(t, { name: '演算法 追蹤', pending: true });
    const unfollowed = await insertCourse(t);
    const [oldest, older, newer, newest] = [
      await archiveFrom(alpha.id, 40),
      await archiveFrom(alpha.id, 30),
      await archiveFrom(alpha.id, 20),
      await archiveFrom(alpha.id, 10),
    ];
    await archiveFrom(alpha.id, 5, { deletedAt: new Date() });
    await archiveFrom(unfollowed.id, 1);
    for (const course of [zeta, alpha])
      await t.client().output(follows.setCourseFollow, follow(course.id), as);

    const overview = await t.client().output(routes.archives.archiveOverview, {}, as);
    expect(
      overview.followed_courses.map((course) => ({
        name: course.name,
        pending: course.pending,
        archives: course.newest_archives.map((archive) => archive.id),
      })),
    ).toEqual([
      { name: '作業系統 追蹤', pending: false, archives: [] },
      { name: '演算法 追蹤', pending: true, archives: [newest.id, newer.id, older.id] },
    ]);
    expect(oldest.id).toBeLessThan(older.id);
    expect(overview.followed_courses[1]?.newest_archives[0]).toMatchObject({
      course_id: alpha.id,
      course_name: '演算法 追蹤',
    });
    const other = await signedInUser(t);
    const theirs = await t.client().output(routes.archives.archiveOverview, {}, { token: other.token });
    expect(theirs.followed_courses).toEqual([]);
  });
});
