import type { QuestionChange, SimilarQuestion } from '@pastexam/api-contract';

/** 編輯紀錄 as stories and tests show it: a move, a rename, an addition and a removal. */
export const sampleChanges: QuestionChange[] = [
  {
    id: 4,
    question_id: 12,
    action: 'remove',
    at: '2026-11-20T08:30:00.000Z',
    by: { id: 2, name: '王小明' },
    before: { name: '第 4 題', page: 3, top: 0.9, status: 'confirmed' },
    after: null,
  },
  {
    id: 3,
    question_id: 12,
    action: 'add',
    at: '2026-11-20T08:20:00.000Z',
    by: { id: 3, name: '林同學' },
    before: null,
    after: { name: '第 4 題', page: 3, top: 0.9, status: 'confirmed' },
  },
  {
    id: 2,
    question_id: 10,
    action: 'rename',
    at: '2026-11-20T08:10:00.000Z',
    by: null,
    before: { name: '第 2 題', page: 1, top: 0.5, status: 'proposed' },
    after: { name: '選擇題', page: 1, top: 0.5, status: 'confirmed' },
  },
  {
    id: 1,
    question_id: 9,
    action: 'move',
    at: '2026-11-20T08:00:00.000Z',
    by: { id: 2, name: '王小明' },
    before: { name: '第 1 題', page: 1, top: 0.2, status: 'proposed' },
    after: { name: '第 1 題', page: 1, top: 0.25, status: 'confirmed' },
  },
];

/** 相似題 as stories and tests show them: the same question a year later in its course, and in another course. */
export const sampleSimilar: SimilarQuestion[] = [
  {
    question: { id: 31, name: '第 2 題' },
    archive: { id: 7, name: '期中考', academic_year: 112 },
    course: { id: 3, name: '作業系統' },
    similarity: 0.87,
    same_course: true,
  },
  {
    question: { id: 58, name: '3(a)' },
    archive: { id: 12, name: '期末考', academic_year: 111 },
    course: { id: 5, name: '系統程式' },
    similarity: 0.42,
    same_course: false,
  },
];
