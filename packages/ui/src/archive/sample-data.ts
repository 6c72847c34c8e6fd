import type { Archive, CoursesByCategory } from '@pastexam/api-contract';

/** Stories' and tests' data: a small department. */
export const sampleCourses: CoursesByCategory = {
  freshman: [
    { id: 1, name: 'C 程式設計' },
    { id: 2, name: '計算機概論' },
  ],
  sophomore: [
    { id: 3, name: '資料結構' },
    { id: 4, name: '離散數學' },
  ],
  junior: [{ id: 5, name: 'Operating Systems 作業系統' }],
  senior: [],
  graduate: [{ id: 6, name: '高等演算法' }],
  interdisciplinary: [],
  general: [{ id: 7, name: '英文（一）' }],
};

const base = { download_count: 0, uploader_id: null, created_at: '2025-01-10T08:00:00.000Z' };

export const sampleArchives: Archive[] = [
  {
    ...base,
    id: 11,
    name: '期中考',
    professor: '林教授',
    academic_year: 112,
    archive_type: 'midterm',
    has_answers: true,
    download_count: 31,
  },
  {
    ...base,
    id: 12,
    name: '期末考',
    professor: '林教授',
    academic_year: 112,
    archive_type: 'final',
    has_answers: false,
  },
  {
    ...base,
    id: 13,
    name: '第一次小考',
    professor: '王教授',
    academic_year: 113,
    archive_type: 'quiz',
    has_answers: false,
    download_count: 4,
  },
  {
    ...base,
    id: 14,
    name: '期末考',
    professor: '王教授',
    academic_year: 113,
    archive_type: 'final',
    has_answers: true,
    download_count: 12,
  },
  {
    ...base,
    id: 15,
    name: '期中考',
    professor: '王教授',
    academic_year: 113,
    archive_type: 'midterm',
    has_answers: false,
    download_count: 20,
  },
  {
    ...base,
    id: 16,
    name: '複習題',
    professor: '林教授',
    academic_year: 111,
    archive_type: 'other',
    has_answers: true,
  },
];
