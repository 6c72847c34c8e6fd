// A pending course is the review of the uploads that made it: confirming or merging it tells each uploader their
// upload was approved (and where it now is), refusing or deleting it tells them it was not, with the reason.
import { ARCHIVE_PAGE_LINK, archiveLink, errorCatalogue, routes } from '@pastexam/api-contract';
import { beforeAll, describe, expect, test } from 'vitest';
import { useTestApp } from '../test-support/app.ts';
import { insertArchive, insertCourse, signedInUser } from '../test-support/archives.ts';
import { notificationsOf, speaking } from '../test-support/notifications.ts';

const t = useTestApp();
let admin: { id: number; token: string };
beforeAll(async () => {
  admin = await signedInUser(t, { isAdmin: true });
});

/** A pending course with one archive by each uploader, and one archive of nobody's (its uploader gone). */
async function pendingCourse(...uploaderIds: number[]) {
  const course = await insertCourse(t, { pending: true });
  const archives = [];
  for (const uploaderId of uploaderIds)
    archives.push(await insertArchive(t, { courseId: course.id, uploaderId }));
  await insertArchive(t, { courseId: course.id });
  return { course, archives };
}

/** The user's notifications of reviewed uploads, newest first. */
const reviewsOf = async (token: string) =>
  (await notificationsOf(t, token)).items.filter((item) => item.kind === 'upload_reviewed');

const as = () => ({ token: admin.token });
const byId = (id: number) => ({ params: { id: String(id) } });

describe('reviewing a pending course', () => {
  test('confirming it tells each uploader, once, that their upload was approved, leading to it', async () => {
    const [uploader, other, bystander] = await Promise.all([
      signedInUser(t),
      signedInUser(t),
      signedInUser(t),
    ]);
    const { course, archives } = await pendingCourse(uploader.id, other.id, uploader.id);
    await t.client().output(routes.courses.adminConfirmCourse, byId(course.id), as());

    const [told, ...more] = await reviewsOf(uploader.token);
    expect(more).toEqual([]);
    expect(told).toMatchObject({
      title: `你上傳到「${course.name}」的考古題已審核通過`,
      body: '112 學年度 期中考、112 學年度 期中考',
      link: archiveLink(course.id, archives[0]?.id ?? 0),
    });
    expect(await reviewsOf(other.token)).toHaveLength(1);
    expect(await reviewsOf(bystander.token)).toEqual([]);
    expect(await reviewsOf(admin.token)).toEqual([]);
  });

  test('merging it tells each uploader where their upload now is', async () => {
    const uploader = await signedInUser(t);
    const { course, archives } = await pendingCourse(uploader.id);
    const target = await insertCourse(t);
    await t
      .client()
      .output(
        routes.courses.adminMergeCourse,
        { ...byId(course.id), body: { into_course_id: target.id } },
        as(),
      );
    expect(await reviewsOf(uploader.token)).toMatchObject([
      {
        title: `你上傳到「${course.name}」的考古題已審核通過，併入「${target.name}」`,
        link: archiveLink(target.id, archives[0]?.id ?? 0),
      },
    ]);
  });

  test('refusing it removes it and tells each uploader why; deleting it is a refusal without a reason', async () => {
    const [uploader, other] = await Promise.all([signedInUser(t), signedInUser(t)]);
    const refused = await pendingCourse(uploader.id);
    const deleted = await pendingCourse(other.id);
    await t
      .client()
      .output(
        routes.courses.adminRefuseCourse,
        { ...byId(refused.course.id), body: { reason: '課名打錯，請重新上傳' } },
        as(),
      );
    await t.client().output(routes.courses.adminDeleteCourse, byId(deleted.course.id), as());

    expect(await reviewsOf(uploader.token)).toMatchObject([
      {
        title: `你上傳到「${refused.course.name}」的考古題未通過審核，已被移除`,
        body: '112 學年度 期中考\n原因：課名打錯，請重新上傳',
        link: ARCHIVE_PAGE_LINK,
      },
    ]);
    expect(await reviewsOf(other.token)).toMatchObject([{ body: '112 學年度 期中考' }]);
    const courses = await t.client().output(routes.courses.adminListCourses, {}, as());
    expect(courses.map((course) => course.id)).not.toContain(refused.course.id);
  });

  test('an uploader who reads English is told in English, the course’s name and the reason as written', async () => {
    const [english, chinese] = await Promise.all([signedInUser(t), signedInUser(t)]);
    await speaking(t, 'en', english.id);
    const { course } = await pendingCourse(english.id, chinese.id);
    await t
      .client()
      .output(routes.courses.adminRefuseCourse, { ...byId(course.id), body: { reason: '重複' } }, as());
    expect(await reviewsOf(english.token)).toMatchObject([
      {
        title: `Your uploads to “${course.name}” were not approved and have been removed`,
        body: 'AY 2023–24 (112) 期中考\nReason: 重複',
      },
    ]);
    expect(await reviewsOf(chinese.token)).toMatchObject([
      {
        title: `你上傳到「${course.name}」的考古題未通過審核，已被移除`,
        body: '112 學年度 期中考\n原因：重複',
      },
    ]);
  });

  test('a confirmed course cannot be refused, and deleting one tells nobody', async () => {
    const uploader = await signedInUser(t);
    const course = await insertCourse(t);
    await insertArchive(t, { courseId: course.id, uploaderId: uploader.id });
    expect(
      await t.client().call(routes.courses.adminRefuseCourse, { ...byId(course.id), body: {} }, as()),
    ).toMatchObject({
      status: 409,
      body: { code: 'course_not_pending', detail: errorCatalogue.course_not_pending.message },
    });
    await t.client().output(routes.courses.adminDeleteCourse, byId(course.id), as());
    expect(await reviewsOf(uploader.token)).toEqual([]);
  });

  test('a reason over 500 characters is refused with a clear message', async () => {
    const { course } = await pendingCourse();
    const answer = await t
      .client()
      .call(
        routes.courses.adminRefuseCourse,
        { ...byId(course.id), body: { reason: '字'.repeat(501) } },
        as(),
      );
    expect(answer).toMatchObject({ status: 400 });
    expect(JSON.stringify(answer.body)).toContain('退回原因最多 500 個字');
  });
});
