import type { ReviewCard, ReviewCourse } from '@pastexam/api-contract';

/** Three cards of today's queue: an archive's question answered (with a formula), one not, a mock exam's. */
export const sampleReviewCards: ReviewCard[] = [
  {
    kind: 'question',
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
    region: { page: 1, top: 0.1, end_page: 1, end_top: 0.4 },
    top_answer: { answer_id: 7, kind: 'human', body: '以 AVL 樹旋轉兩次即可。' },
  },
  {
    kind: 'question',
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
    region: { page: 2, top: 0.5, end_page: 3, end_top: 0.2 },
    top_answer: null,
  },
  {
    kind: 'mock_exam',
    card_id: 3,
    due: '2026-11-30T04:00:00.000Z',
    is_new: true,
    task_id: '5b4c1f9e-0c1d-4a57-9e65-2f3a8c4b7d10',
    question_key: '0-1',
    exam_title: '演算法期中考模擬試題',
    course_name: '演算法',
    question: {
      number: '2',
      points: 10,
      text: '快速排序的最壞情況為何？',
      sub_questions: [],
      answer: '輸入已排序時，每次只切掉一個元素，共 $O(n^2)$ 次比較。',
      sources: [],
    },
  },
];

export const sampleReviewCourses: ReviewCourse[] = [
  { course_id: 1, course_name: '資料結構', card_count: 3, exam_date: '2027-01-12' },
  { course_id: 2, course_name: '演算法', card_count: 1, exam_date: null },
];
