import type { Bookmark } from '@pastexam/api-contract';

const base = {
  professor: '王教授',
  academic_year: 112,
  archive_type: 'midterm',
  created_at: '2026-11-20T08:00:00.000Z',
} as const;

/** Three bookmarks in two courses, one exam holding two of them, in the server's order. */
export const sampleBookmarks: Bookmark[] = [
  {
    ...base,
    question_id: 11,
    question_name: '第 2 題',
    archive_id: 5,
    archive_name: '期中考',
    course_id: 1,
    course_name: '資料結構',
  },
  {
    ...base,
    question_id: 14,
    question_name: '3(b)',
    archive_id: 5,
    archive_name: '期中考',
    course_id: 1,
    course_name: '資料結構',
  },
  {
    ...base,
    question_id: 30,
    question_name: 'Problem 1',
    archive_id: 9,
    archive_name: '期末考',
    archive_type: 'final',
    professor: '李教授',
    academic_year: 111,
    course_id: 2,
    course_name: '演算法',
  },
];
