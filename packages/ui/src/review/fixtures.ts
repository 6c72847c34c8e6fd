import type { ReviewCard, ReviewCourse } from '@pastexam/api-contract';

/** Two cards of today's queue: one answered, one not. */
export const sampleReviewCards: ReviewCard[] = [
  {
    card_id: 1,
    question_id: 14,
    question_name: '3(b)',
    archive_id: 5,
    archive_name: '期中考',
    professor: '王教授',
    academic_year: 112,
    archive_type: 'midterm',
    course_id: 1,
    course_name: '資料結構',
    due: '2026-11-30T02:00:00.000Z',
    is_new: true,
    top_answer: { answer_id: 7, kind: 'human', body: '以 AVL 樹旋轉兩次即可。' },
  },
  {
    card_id: 2,
    question_id: 21,
    question_name: 'Problem 1',
    archive_id: 9,
    archive_name: '期末考',
    professor: '李教授',
    academic_year: 111,
    archive_type: 'final',
    course_id: 2,
    course_name: '演算法',
    due: '2026-11-30T03:00:00.000Z',
    is_new: false,
    top_answer: null,
  },
];

export const sampleReviewCourses: ReviewCourse[] = [
  { course_id: 1, course_name: '資料結構', card_count: 3, exam_date: '2027-01-12' },
  { course_id: 2, course_name: '演算法', card_count: 1, exam_date: null },
];
