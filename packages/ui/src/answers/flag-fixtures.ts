import type { FlaggedAnswer, MyFlag } from '@pastexam/api-contract';

const person = (id: number, name: string) => ({ id, name, is_admin: false });

/** An answer flagged by three students, two of them 疑似 AI 產生. */
export const openFlaggedAnswer: FlaggedAnswer = {
  answer_id: 41,
  archive_id: 7,
  archive_name: '112 資料結構 期中考',
  course_id: 3,
  question_id: 12,
  question_name: '第 2 題',
  excerpt: '答案是 $O(n \\log n)$，因為每一層合併需要線性時間……',
  author: person(5, '小明'),
  hidden: false,
  reasons: [
    { reason: 'wrong', count: 1 },
    { reason: 'ai', count: 2 },
  ],
  flags: [
    {
      id: 1,
      reason: 'ai',
      note: '語氣像是直接貼上的',
      flagger: person(8, '阿華'),
      created_at: '2026-11-20T02:00:00.000Z',
    },
    { id: 2, reason: 'ai', note: null, flagger: person(9, '小美'), created_at: '2026-11-20T03:00:00.000Z' },
    {
      id: 3,
      reason: 'wrong',
      note: '第二步算錯',
      flagger: person(10, '阿強'),
      created_at: '2026-11-21T05:00:00.000Z',
    },
  ],
  outcome: null,
  resolved_at: null,
  resolved_by: null,
};

/** The same answer's flags, resolved by hiding it. */
export const resolvedFlaggedAnswer: FlaggedAnswer = {
  ...openFlaggedAnswer,
  hidden: true,
  outcome: 'hidden',
  resolved_at: '2026-11-22T06:00:00.000Z',
  resolved_by: '管理員',
};

export const myFlags: MyFlag[] = [
  {
    id: 3,
    reason: 'wrong',
    note: '第二步算錯',
    created_at: '2026-11-21T05:00:00.000Z',
    archive_id: 7,
    archive_name: '112 資料結構 期中考',
    course_id: 3,
    question_id: 12,
    question_name: '第 2 題',
    excerpt: '答案是 $O(n \\log n)$，因為每一層合併需要線性時間……',
    outcome: 'hidden',
    resolved_at: '2026-11-22T06:00:00.000Z',
    seen: false,
  },
  {
    id: 2,
    reason: 'inappropriate',
    note: null,
    created_at: '2026-11-19T05:00:00.000Z',
    archive_id: 8,
    archive_name: '111 演算法 期末考',
    course_id: 4,
    question_id: null,
    question_name: null,
    excerpt: '這題老師亂出……',
    outcome: null,
    resolved_at: null,
    seen: true,
  },
];
