import type { Answer, AnswerComment, AnswerPerson, FlaggedAnswer, MyFlag } from '@pastexam/api-contract';
import type { AnswerVersionItem } from './answer-versions-dialog.tsx';

/** The moment the sample answers are read at: relative times are counted from it. */
export const sampleNow = Date.parse('2026-11-21T20:00:00+08:00');
const at = (minutesAgo: number) => new Date(sampleNow - minutesAgo * 60_000).toISOString();

export const ming: AnswerPerson = { id: 1, name: '小明', is_admin: false };
export const hua: AnswerPerson = { id: 2, name: '阿華', is_admin: false };
/** The course's teaching assistant, one of its experts. */
export const ta: AnswerPerson = { id: 3, name: '助教王', is_admin: false };
export const office: AnswerPerson = { id: 99, name: '系辦', is_admin: true };

/** The reader of the samples: 小明, who wrote none of the answers below unless said. */
export const sampleViewerId = ming.id;

const none = { edit: false, delete: false, endorse: false, mark_official: false };

/** Builds a sample answer: 阿華's plain human answer with no votes, changed by `over`. */
export function sampleAnswer(over: Partial<Answer> = {}): Answer {
  return {
    id: 500,
    question_id: 40,
    archive_id: 7,
    author: hua,
    kind: 'human',
    body: '令 $T(n) = 2T(n/2) + n$，由主定理得 $$T(n) = \\Theta(n \\log n)$$\n\n```c\nint twice(int x) {\n  return 2 * x;\n}\n```',
    ai_model: null,
    ai_region: null,
    official: null,
    hidden: false,
    ai_suspected: false,
    upvotes: 3,
    downvotes: 1,
    endorsed_by: [],
    my_vote: 0,
    comment_count: 2,
    version_count: 0,
    created_at: at(90),
    edited_at: null,
    can: none,
    ...over,
  };
}

/** Official and endorsed: the most trusted kind of answer. */
export const officialAnswer = sampleAnswer({
  id: 501,
  official: { by: office, at: at(30) },
  endorsed_by: [ta],
  upvotes: 12,
  my_vote: 1,
});

/** An unedited AI draft, with the model and the part of the PDF it read. */
export const aiDraftAnswer = sampleAnswer({
  id: 502,
  author: ming,
  kind: 'ai_draft',
  ai_model: 'gemini-2.5-flash',
  ai_region: { page: 2, top: 0.3, end_page: 3, end_top: 0.1 },
  body: '**AI 草稿**：答案為 $O(n^2)$。',
  upvotes: 0,
  downvotes: 0,
  comment_count: 0,
  can: { ...none, edit: true, delete: true },
});

/** The reader's own answer, edited once and started from an AI draft. */
export const ownEditedAnswer = sampleAnswer({
  id: 503,
  author: ming,
  kind: 'ai_based',
  ai_model: 'gemini-2.5-flash',
  version_count: 1,
  edited_at: at(5),
  can: { ...none, edit: true, delete: true },
});

/** Flagged by several readers as AI-written, and hidden by an administrator (seen by them and its author). */
export const suspectedHiddenAnswer = sampleAnswer({ id: 504, ai_suspected: true, hidden: true, my_vote: -1 });

/** Answers of one question as the server orders them. */
export const sampleAnswers: Answer[] = [officialAnswer, sampleAnswer(), ownEditedAnswer, aiDraftAnswer];

export const sampleComments: AnswerComment[] = [
  { id: 1, answer_id: 500, author: ming, body: '第二行的 n 應該是 n/2 吧？', created_at: at(60) },
  {
    id: 2,
    answer_id: 500,
    author: hua,
    body: '對，見講義 https://cs.example.edu/notes/master-theorem。',
    created_at: at(20),
  },
];

export const sampleVersions: AnswerVersionItem[] = [
  { id: 2, body: '答案是 $\\Theta(n)$。', written_at: at(50) },
  { id: 1, body: '答案是 $O(n)$。', written_at: at(80) },
];

/**
 * Hostile Markdown: a script, an element with a handler, a `javascript:` link, a remote image and KaTeX's
 * `\href` to a script URL. None may run or load.
 */
export const hostileBody = [
  '<script>window.__pwned = true</script>',
  '<img src="https://evil.example/track.png" onerror="window.__pwned = true">',
  '[點我](javascript:window.__pwned=true)',
  '![追蹤圖](https://evil.example/pixel.gif)',
  '$\\href{javascript:window.__pwned=true}{x}$',
  '正常文字',
].join('\n\n');

const flagPerson = (id: number, name: string) => ({ id, name, is_admin: false });

/** An answer flagged by three students, two of them 疑似 AI 產生. */
export const openFlaggedAnswer: FlaggedAnswer = {
  answer_id: 41,
  archive_id: 7,
  archive_name: '112 資料結構 期中考',
  course_id: 3,
  question_id: 12,
  question_name: '第 2 題',
  excerpt: '答案是 $O(n \\log n)$，因為每一層合併需要線性時間……',
  author: flagPerson(5, '小明'),
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
      flagger: flagPerson(8, '阿華'),
      created_at: '2026-11-20T02:00:00.000Z',
    },
    {
      id: 2,
      reason: 'ai',
      note: null,
      flagger: flagPerson(9, '小美'),
      created_at: '2026-11-20T03:00:00.000Z',
    },
    {
      id: 3,
      reason: 'wrong',
      note: '第二步算錯',
      flagger: flagPerson(10, '阿強'),
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
