import type { PracticeAttempt, PracticeOverview, PracticeQuestion } from '@pastexam/api-contract';

const question = (id: number, name: string, page: number): PracticeQuestion => ({
  question_id: id,
  name,
  region: { page, top: 0.1, end_page: page, end_top: 0.6 },
  note: '',
  mark: null,
  top_answers: [],
});

/** A running attempt of three questions, 25 minutes left, one note written. */
export const runningAttempt: PracticeAttempt = {
  id: 7,
  archive_id: 5,
  archive_name: '期中考',
  course_id: 1,
  layout: 'one',
  started_at: '2026-11-20T08:00:00.000Z',
  deadline_at: '2026-11-20T08:30:00.000Z',
  ended_at: null,
  remaining_seconds: 25 * 60,
  counts: { known: 0, unsure: 0, unknown: 0, unmarked: 3 },
  questions: [
    { ...question(11, '第 1 題', 1), note: '先用 DP' },
    question(12, '第 2 題', 1),
    question(13, '第 3 題', 2),
  ],
};

/** The same attempt ended: top answers shown (with formulas), one question graded. */
export const endedAttempt: PracticeAttempt = {
  ...runningAttempt,
  ended_at: '2026-11-20T08:28:00.000Z',
  remaining_seconds: 0,
  counts: { known: 1, unsure: 0, unknown: 0, unmarked: 2 },
  questions: runningAttempt.questions.map((item, index) => ({
    ...item,
    mark: index === 0 ? 'known' : null,
    top_answers:
      index === 2
        ? []
        : [
            {
              id: 100 + index,
              author_name: '陳同學',
              kind: 'human',
              body: `第 ${index + 1} 題的解法：$O(n \\log n)$`,
              official: index === 0,
              score: 4,
            },
          ],
  })),
};

/** An archive of three questions, with one ended attempt. */
export const overviewWithLast: PracticeOverview = {
  archive: {
    archive_name: '期中考',
    archive_type: 'midterm',
    academic_year: 112,
    professor: '王教授',
    course_id: 1,
    course_name: '演算法',
  },
  question_count: 3,
  default_minutes: 30,
  attempts: [
    {
      id: 6,
      archive_id: 5,
      layout: 'all',
      started_at: '2026-11-19T08:00:00.000Z',
      deadline_at: '2026-11-19T08:30:00.000Z',
      ended_at: '2026-11-19T08:30:00.000Z',
      counts: { known: 1, unsure: 1, unknown: 1, unmarked: 0 },
    },
  ],
};
