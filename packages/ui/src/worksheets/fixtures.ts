import type { Worksheet, WorksheetSummary } from '@pastexam/api-contract';

/** Two of the reader's worksheets. */
export const sampleWorksheets: WorksheetSummary[] = [
  {
    id: '3f1c2b9e-4d5a-4b7c-9e21-0a1b2c3d4e5f',
    title: '期中總複習',
    question_count: 3,
    updated_at: '2026-11-29T08:00:00.000Z',
  },
  {
    id: '8a0d7c6b-1e2f-4a3b-8c9d-0e1f2a3b4c5d',
    title: '演算法 DP 題',
    question_count: 0,
    updated_at: '2026-11-20T08:00:00.000Z',
  },
];

/** A worksheet of three questions from two courses, the reader's own. */
export const sampleWorksheet: Worksheet = {
  id: '3f1c2b9e-4d5a-4b7c-9e21-0a1b2c3d4e5f',
  title: '期中總複習',
  is_owner: true,
  owner_name: '小明',
  updated_at: '2026-11-29T08:00:00.000Z',
  questions: [
    {
      question_id: 14,
      question_name: '第 1 題',
      archive_id: 5,
      archive_name: '期中考',
      professor: '王教授',
      academic_year: 112,
      archive_type: 'midterm',
      course_id: 1,
      course_name: '資料結構',
    },
    {
      question_id: 15,
      question_name: '第 2 題',
      archive_id: 5,
      archive_name: '期中考',
      professor: '王教授',
      academic_year: 112,
      archive_type: 'midterm',
      course_id: 1,
      course_name: '資料結構',
    },
    {
      question_id: 21,
      question_name: 'Problem 1',
      archive_id: 9,
      archive_name: '期末考',
      professor: '李教授',
      academic_year: 111,
      archive_type: 'final',
      course_id: 2,
      course_name: '演算法',
    },
  ],
};
