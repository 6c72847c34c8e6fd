import type { MyArchiveReport, ReportedArchive } from '@pastexam/api-contract';

const person = (id: number, name: string) => ({ id, name, is_admin: false });

/** An archive two students reported as having the wrong details. */
export const openReportedArchive: ReportedArchive = {
  archive_id: 7,
  archive_name: '112 資料結構 期中考',
  course_id: 3,
  course_name: '資料結構',
  reason: 'wrong_metadata',
  in_trash: false,
  count: 2,
  reports: [
    {
      id: 2,
      note: '這其實是期末考',
      reporter: person(8, '阿華'),
      created_at: '2026-11-21T03:00:00.000Z',
    },
    { id: 1, note: null, reporter: person(9, '小美'), created_at: '2026-11-20T02:00:00.000Z' },
  ],
  outcome: null,
  resolution_note: null,
  resolved_at: null,
  resolved_by: null,
};

/** The same reports, resolved once the admin fixed the archive's type. */
export const resolvedReportedArchive: ReportedArchive = {
  ...openReportedArchive,
  outcome: 'fixed',
  resolution_note: '已改為期末考',
  resolved_at: '2026-11-22T06:00:00.000Z',
  resolved_by: '管理員',
};

export const myArchiveReports: MyArchiveReport[] = [
  {
    id: 2,
    reason: 'wrong_metadata',
    note: '這其實是期末考',
    created_at: '2026-11-21T03:00:00.000Z',
    archive_id: 7,
    archive_name: '112 資料結構 期中考',
    course_id: 3,
    course_name: '資料結構',
    outcome: 'fixed',
    resolution_note: '已改為期末考',
    resolved_at: '2026-11-22T06:00:00.000Z',
    seen: false,
  },
  {
    id: 5,
    reason: 'unreadable',
    note: null,
    created_at: '2026-11-20T03:00:00.000Z',
    archive_id: 9,
    archive_name: '111 演算法 小考',
    course_id: 4,
    course_name: '演算法',
    outcome: null,
    resolution_note: null,
    resolved_at: null,
    seen: true,
  },
];
