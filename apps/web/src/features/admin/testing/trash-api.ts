import { type Course, type RestoredArchive, routes, type TrashedArchive } from '@pastexam/api-contract';
import { matchRoute, type RecordedRequest, type TestResponse } from '../../../testing/test-server.ts';

/** An archive in the trash, deleted on 2026-11-20 by the admin, with its course still there. */
export const trashedArchive: TrashedArchive = {
  id: 501,
  course_id: 1,
  course_name: '資料結構',
  course_category: 'sophomore',
  course_deleted: false,
  name: '112 期中考',
  professor: '王教授',
  academic_year: 112,
  archive_type: 'midterm',
  deleted_at: '2026-11-20T03:00:00.000Z',
  deleted_by: '系統管理員',
  purge_at: '2026-12-20T03:00:00.000Z',
};

/** One that went to the trash with its deleted course. */
export const archiveOfDeletedCourse: TrashedArchive = {
  ...trashedArchive,
  id: 502,
  course_id: 9,
  course_name: '已停開的課',
  course_deleted: true,
  name: '110 期末考',
  archive_type: 'final',
  academic_year: 110,
};

/** One whose deleted course has an active namesake by now (`sampleCourse`, 資料結構): a restore joins that one. */
export const archiveOfReopenedCourse: TrashedArchive = {
  ...trashedArchive,
  id: 503,
  course_id: 10,
  course_deleted: true,
  name: '111 小考',
  archive_type: 'quiz',
  academic_year: 111,
};

/**
 * An in-memory trash answering the three trash endpoints as the contract says. A restore puts the archive back in
 * its course when that is active; else it joins an active course of the same name and category among
 * `activeCourses()`, or brings its own back.
 */
export function createTrashApi(seed: TrashedArchive[], activeCourses: () => readonly Course[]) {
  const trash = [...seed];
  const notInTrash: TestResponse = {
    status: 404,
    body: { code: 'trash_archive_not_found', detail: '垃圾桶中找不到此考古題，可能已被還原或永久刪除' },
  };

  function handle(request: RecordedRequest): TestResponse | null {
    if (matchRoute(routes.trash.listTrash, request)) return { status: 200, body: trash };
    const restore = matchRoute(routes.trash.restoreArchive, request);
    const purge = matchRoute(routes.trash.purgeArchive, request);
    const target = restore ?? purge;
    if (!target) return null;
    const index = trash.findIndex((item) => item.id === Number(target.id));
    const [item] = index >= 0 ? trash.splice(index, 1) : [];
    if (!item) return notInTrash;
    if (purge) return { status: 200, body: { ok: true } };
    const namesake = item.course_deleted
      ? activeCourses().find((c) => c.name === item.course_name && c.category === item.course_category)
      : undefined;
    const restored: RestoredArchive = {
      id: item.id,
      name: item.name,
      professor: item.professor,
      academic_year: item.academic_year,
      archive_type: item.archive_type,
      has_answers: false,
      download_count: 0,
      uploader_id: null,
      created_at: '2026-09-01T00:00:00.000Z',
      course_id: namesake?.id ?? item.course_id,
      course_outcome: namesake ? 'namesake' : item.course_deleted ? 'restored' : 'active',
    };
    return { status: 200, body: restored };
  }

  return { trash, handle };
}
