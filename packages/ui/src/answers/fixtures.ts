import type { Answer, AnswerComment, AnswerPerson } from '@pastexam/api-contract';
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
