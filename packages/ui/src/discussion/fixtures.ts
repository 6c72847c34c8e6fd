import type { DiscussionMessage } from '@pastexam/api-contract';
import type { DiscussionViewer } from './discussion-panel.tsx';

/** The moment the sample discussion is read at: relative times are counted from it. */
export const sampleNow = Date.parse('2026-11-21T20:00:00+08:00');

const at = (minutesAgo: number) => new Date(sampleNow - minutesAgo * 60_000).toISOString();

let nextId = 100;
const message = (
  author: DiscussionMessage['author'],
  body: string,
  minutesAgo: number,
  deleted = false,
): DiscussionMessage => ({
  id: nextId++,
  archive_id: 7,
  author: deleted ? null : author,
  body: deleted ? '' : body,
  created_at: at(minutesAgo),
  deleted_at: deleted ? at(minutesAgo - 1) : null,
});

export const ming = { id: 1, name: '小明', is_admin: false };
export const hua = { id: 2, name: '阿華', is_admin: false };
/** An administrator, who carries a badge beside their name. */
export const office = { id: 99, name: '系辦', is_admin: true };

/** A reader who wrote some of the sample messages. */
export const sampleViewer: DiscussionViewer = { id: ming.id, is_admin: false };
export const sampleAdmin: DiscussionViewer = { id: 99, is_admin: true };

/** A discussion as it reads, oldest first: a link, several lines, a deletion, an author whose account is gone. */
export const sampleMessages: DiscussionMessage[] = [
  message(hua, '第三題 (b) 的答案是不是錯了？我算出來是 42。', 3 * 24 * 60),
  message(ming, '我也算出 42。\n解答第二行的積分上下限好像寫反了。', 26 * 60),
  message(hua, '打錯了', 5 * 60, true),
  message(null, '助教說期末範圍和這份一樣。', 3 * 60),
  message(ming, '老師的勘誤在這裡：https://cs.example.edu/course/errata。<b>不是</b>粗體', 12),
  message(hua, '謝謝！', 0),
];

/** The sample discussion with an administrator's answer at the end. */
export const answeredByAdmin: DiscussionMessage[] = [
  ...sampleMessages,
  message(office, '勘誤已更新到檔案裡，謝謝大家。', 0),
];

/** A discussion longer than one page: 60 messages, a minute apart. */
export const longDiscussion: DiscussionMessage[] = Array.from({ length: 60 }, (_, n) =>
  message(n % 2 === 0 ? ming : hua, `第 ${n + 1} 則留言`, 60 - n),
);

/** An archive's questions that messages can refer to with `#` and a name. */
export const sampleQuestions = [
  { id: 41, name: '第 1 題' },
  { id: 42, name: '第 2 題' },
  { id: 43, name: '3(b)' },
];

/** Messages referring to questions: `#第 2 題`, `#3(b)` written without spaces, and a `#` before no question. */
export const questionMessages: DiscussionMessage[] = [
  message(hua, '#第 2 題 的第二小題有人會嗎？', 30),
  message(ming, '看 #3(b) 的提示，和 #第2題 一樣用歸納法。#第 9 題 不存在', 5),
];
