import type { ArchiveOverview, OverviewArchive } from '@pastexam/api-contract';

/** Stories' and tests' overview: a student who has opened three courses and follows two, in a department with a busy term. */
const uploaded = (id: number, values: Partial<OverviewArchive>): OverviewArchive => ({
  id,
  name: '期中考',
  professor: '王教授',
  academic_year: 113,
  archive_type: 'midterm',
  has_answers: false,
  download_count: 0,
  uploader_id: null,
  created_at: '2025-10-20T02:00:00.000Z',
  course_id: 3,
  course_name: '資料結構',
  course_category: 'sophomore',
  ...values,
});

export const sampleOverview: ArchiveOverview = {
  term: { academic_year: 114, semester: 1, starts_on: '2025-08-01', ends_on: '2026-01-31' },
  recent_courses: [
    {
      id: 3,
      name: '資料結構',
      category: 'sophomore',
      pending: false,
      visited_at: '2025-10-21T08:00:00.000Z',
    },
    {
      id: 9,
      name: '新開的跨域專題',
      category: 'interdisciplinary',
      pending: true,
      visited_at: '2025-10-20T08:00:00.000Z',
    },
    {
      id: 1,
      name: 'C 程式設計',
      category: 'freshman',
      pending: false,
      visited_at: '2025-10-02T08:00:00.000Z',
    },
  ],
  recent_archives: [
    {
      ...uploaded(40, {
        name: '期末考',
        archive_type: 'final',
        professor: '林教授',
        course_id: 5,
        course_name: 'Operating Systems 作業系統',
        course_category: 'junior',
      }),
      viewed_at: '2025-10-21T09:00:00.000Z',
    },
  ],
  followed_courses: [
    {
      id: 3,
      name: '資料結構',
      category: 'sophomore',
      pending: false,
      newest_archives: [
        uploaded(41, { name: '第二次小考', archive_type: 'quiz', created_at: '2025-10-20T02:00:00.000Z' }),
        uploaded(39, { academic_year: 112, has_answers: true, created_at: '2025-09-30T04:00:00.000Z' }),
      ],
    },
    { id: 9, name: '新開的跨域專題', category: 'interdisciplinary', pending: true, newest_archives: [] },
  ],
  newest_archives: [
    uploaded(41, { name: '第二次小考', archive_type: 'quiz', created_at: '2025-10-20T02:00:00.000Z' }),
    uploaded(40, {
      name: '期末考',
      archive_type: 'final',
      professor: '林教授',
      course_id: 5,
      course_name: 'Operating Systems 作業系統',
      course_category: 'junior',
      created_at: '2025-10-18T16:30:00.000Z',
    }),
    uploaded(39, { academic_year: 112, has_answers: true, created_at: '2025-09-30T04:00:00.000Z' }),
  ],
  popular_archives: [
    {
      ...uploaded(14, { archive_type: 'final', name: '期末考', download_count: 120 }),
      term_download_count: 37,
    },
    {
      ...uploaded(21, {
        course_id: 1,
        course_name: 'C 程式設計',
        course_category: 'freshman',
        download_count: 64,
      }),
      term_download_count: 12,
    },
  ],
};

/** A new user in a department with nothing uploaded yet. */
export const emptyOverview: ArchiveOverview = {
  ...sampleOverview,
  recent_courses: [],
  recent_archives: [],
  followed_courses: [],
  newest_archives: [],
  popular_archives: [],
};
