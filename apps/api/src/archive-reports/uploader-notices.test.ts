// An admin resolving reports by moving an archive to the trash or deleting it tells its uploader, with why; a
// fix or a dismissal tells the uploader nothing, nor does an admin's resolution of their own upload.
import { ARCHIVE_PAGE_LINK, type ArchiveReportResolution, routes } from '@pastexam/api-contract';
import { describe, expect, test } from 'vitest';
import { useTestApp } from '../test-support/app.ts';
import { insertArchive, insertCourse, signedInUser } from '../test-support/archives.ts';
import { notificationsOf, speaking } from '../test-support/notifications.ts';

const t = useTestApp();
const reports = routes.archiveReports;

/** An archive uploaded by `uploaderId`, reported by a student as unreadable; answers it and its course. */
async function reportedUpload(uploaderId: number) {
  const course = await insertCourse(t);
  const archive = await insertArchive(t, { courseId: course.id, uploaderId });
  const student = await signedInUser(t);
  await t
    .client()
    .output(
      reports.reportArchive,
      { params: { id: String(archive.id) }, body: { reason: 'unreadable', note: null } },
      { token: student.token },
    );
  return { course, archive };
}

const resolve = (token: string, archiveId: number, body: ArchiveReportResolution) =>
  t
    .client()
    .output(reports.adminResolveArchiveReports, { params: { id: String(archiveId) }, body }, { token });

const reviewsOf = async (token: string) =>
  (await notificationsOf(t, token)).items.filter((item) => item.kind === 'upload_reviewed');

describe('resolving reports on an upload', () => {
  test('moving it to the trash tells its uploader, with the reason and the admin’s note', async () => {
    const [uploader, admin] = await Promise.all([signedInUser(t), signedInUser(t, { isAdmin: true })]);
    const { course, archive } = await reportedUpload(uploader.id);
    await resolve(admin.token, archive.id, {
      reason: 'unreadable',
      outcome: 'hidden',
      resolution_note: '掃描太模糊，請重新上傳清楚的版本',
    });
    expect(await reviewsOf(uploader.token)).toMatchObject([
      {
        title: `你上傳的「${course.name}」112 學年度 ${archive.name}因檢舉已被移到垃圾桶`,
        body: '檢舉原因：無法閱讀\n處理說明：掃描太模糊，請重新上傳清楚的版本',
        link: ARCHIVE_PAGE_LINK,
      },
    ]);
  });

  test('an uploader who reads English is told in English, the course and exam names as written', async () => {
    const [uploader, admin] = await Promise.all([signedInUser(t), signedInUser(t, { isAdmin: true })]);
    await speaking(t, 'en', uploader.id);
    const { course, archive } = await reportedUpload(uploader.id);
    await resolve(admin.token, archive.id, {
      reason: 'unreadable',
      outcome: 'hidden',
      resolution_note: '太模糊',
    });
    expect(await reviewsOf(uploader.token)).toMatchObject([
      {
        title: `Your upload “${course.name}” AY 2023–24 (112) ${archive.name} was removed after reports: Moved to the trash`,
        body: 'Reported as: Unreadable\nNote: 太模糊',
      },
    ]);
  });

  test('without a note, the reports’ reason is the reason', async () => {
    const [uploader, admin] = await Promise.all([signedInUser(t), signedInUser(t, { isAdmin: true })]);
    const { archive } = await reportedUpload(uploader.id);
    await resolve(admin.token, archive.id, { reason: 'unreadable', outcome: 'hidden' });
    expect(await reviewsOf(uploader.token)).toMatchObject([{ body: '檢舉原因：無法閱讀' }]);
  });

  test('a fix or a dismissal tells the uploader nothing; nor is an admin told of their own upload', async () => {
    const [uploader, admin] = await Promise.all([signedInUser(t), signedInUser(t, { isAdmin: true })]);
    const fixed = await reportedUpload(uploader.id);
    const dismissed = await reportedUpload(uploader.id);
    await resolve(admin.token, fixed.archive.id, { reason: 'unreadable', outcome: 'fixed' });
    await resolve(admin.token, dismissed.archive.id, { reason: 'unreadable', outcome: 'dismissed' });
    expect(await reviewsOf(uploader.token)).toEqual([]);

    const own = await reportedUpload(admin.id);
    await resolve(admin.token, own.archive.id, { reason: 'unreadable', outcome: 'hidden' });
    expect(await reviewsOf(admin.token)).toEqual([]);
  });
});
