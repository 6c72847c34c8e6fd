// A long exam for the benchmark: 40 questions over 10 pages, 20 answers each, written as readers write them
// (math, code, lists, a few long ones), made the same way on every run and checked against the contract's
// schemas, so the stand-in API answers exactly the shapes the real one does. The reader's permissions on each
// answer are worked out as the server does, for a student and for an admin.
import {
  type Actor,
  type Answer,
  type ArchiveAnswers,
  answerPermissions,
  archiveAnswersSchema,
  archiveListSchema,
  compareAnswers,
  type ListedArchive,
  type QuestionList,
  questionListSchema,
} from '@pastexam/api-contract';
import { STUDENT_ID } from './department-data.ts';

export const EXAM_PAGES = 10;
export const QUESTIONS_PER_PAGE = 4;
export const QUESTION_COUNT = EXAM_PAGES * QUESTIONS_PER_PAGE;
export const ANSWERS_PER_QUESTION = 20;
/** A course of the department (department-data.ts: 資料結構（乙班）) that holds the exam, and the exam itself. */
export const EXAM_COURSE = { id: 3, name: '資料結構（乙班）' } as const;
export const EXAM = { id: 90_001, name: '期末考', professor: '林教授', academic_year: 113 } as const;
/** The question (its position, from 0) that the discussion links to: 第 30 題, on page 8. */
export const LINKED_QUESTION = 29;
/** Where each question starts on its page: four a page, evenly down it. */
export const questionTop = (index: number) => 0.08 + (index % QUESTIONS_PER_PAGE) * 0.22;

const people = ['陳同學', '林同學', '張助教', '黃同學', '吳同學', '劉同學', '蔡同學', '楊同學'];
const LONG_PARAGRAPH =
  '先把問題拆成子問題：令 $T(n)$ 為輸入大小 $n$ 的執行時間，每一層把問題切成兩半並花 $O(n)$ 合併，' +
  '因此 $T(n) = 2T(n/2) + cn$。展開遞迴式可得每一層的總成本都是 $cn$，共 $\\log_2 n$ 層，' +
  '所以 $T(n) = cn\\log_2 n + n\\,T(1) = \\Theta(n \\log n)$。也可以直接套用 Master theorem 的第二種情形。';

/** One answer's Markdown: a few shapes readers write, some of them long. */
function answerBody(question: number, answer: number): string {
  const n = question + 1;
  const parts = [`第 ${n} 題的想法（解答 ${answer + 1}）：`];
  switch (answer % 5) {
    case 0:
      parts.push(
        `由等差級數，$$\\sum_{i=1}^{${n}} i = \\frac{${n}(${n}+1)}{2}$$`,
        '```c',
        `int sum_to(int n) {`,
        '  int total = 0;',
        '  for (int i = 1; i <= n; i++) total += i;',
        '  return total;',
        '}',
        '```',
      );
      break;
    case 1:
      parts.push(
        `矩陣 $A = \\begin{pmatrix} ${n} & 1 \\\\ 0 & ${n} \\end{pmatrix}$ 的特徵值是 $\\lambda = ${n}$（重根），`,
        `因為 $\\det(A - \\lambda I) = (${n} - \\lambda)^2 = 0$。`,
        '',
        '- 先求特徵多項式',
        '- 再解 $(A - \\lambda I)\\mathbf{x} = 0$',
        '- 最後檢查幾何重數',
      );
      break;
    case 2:
      parts.push(
        '```python',
        'def merge_sort(items):',
        '    if len(items) <= 1:',
        '        return items',
        '    middle = len(items) // 2',
        '    left, right = merge_sort(items[:middle]), merge_sort(items[middle:])',
        '    merged = []',
        '    while left and right:',
        '        merged.append((left if left[0] <= right[0] else right).pop(0))',
        '    return merged + left + right',
        '```',
        `時間複雜度 $O(n \\log n)$，空間 $O(n)$；對 ${n} 個元素最多比較 $\\lceil \\log_2 ${n} \\rceil$ 層。`,
      );
      break;
    case 3:
      // A long answer: a worked derivation repeated over several paragraphs, with a listing at its end.
      for (let step = 0; step < 6; step += 1) parts.push('', `**步驟 ${step + 1}.** ${LONG_PARAGRAPH}`);
      parts.push(
        '',
        '$$P(X = k) = \\binom{n}{k} p^k (1-p)^{n-k}, \\quad E[X] = np, \\quad \\operatorname{Var}(X) = np(1-p)$$',
        '```java',
        'static long binomial(int n, int k) {',
        '    long[][] table = new long[n + 1][k + 1];',
        '    for (int i = 0; i <= n; i++)',
        '        for (int j = 0; j <= Math.min(i, k); j++)',
        '            table[i][j] = (j == 0 || j == i) ? 1 : table[i - 1][j - 1] + table[i - 1][j];',
        '    return table[n][k];',
        '}',
        '```',
      );
      break;
    default:
      parts.push(`答案是 $${n}!$ 的最後一位非零數字，可以用 $\\gcd(a, b) = \\gcd(b, a \\bmod b)$ 輔助計算。`);
  }
  return parts.join('\n');
}

/** The exam as the course's list shows it. */
export function examListing(): ListedArchive[] {
  return archiveListSchema.parse([
    {
      ...EXAM,
      question_count: QUESTION_COUNT,
      answered_count: QUESTION_COUNT,
      archive_type: 'final',
      has_answers: true,
      download_count: 42,
      uploader_id: 100,
      created_at: '2025-01-20T00:00:00.000Z',
      message_count: 1,
    },
  ]);
}

/** The exam's questions, confirmed, for a reader who may change them (and, an admin, lock them). */
export function examQuestions(isAdmin: boolean): QuestionList {
  return questionListSchema.parse({
    questions: Array.from({ length: QUESTION_COUNT }, (_, index) => ({
      id: 5_000 + index,
      name: `第 ${index + 1} 題`,
      page: Math.floor(index / QUESTIONS_PER_PAGE) + 1,
      top: questionTop(index),
      status: 'confirmed',
    })),
    locked: false,
    can_edit: true,
    can_lock: isAdmin,
  });
}

/** Twenty answers to one question: a few official, endorsed, drafted by AI, edited or the reader's own. */
function answersTo(question: number, reader: Actor): Answer[] {
  const person = (index: number) => ({
    id: index === 0 ? STUDENT_ID : 200 + index,
    name: index === 0 ? '王小明' : (people[index % people.length] ?? '同學'),
    is_admin: false,
  });
  const at = (hours: number) => new Date(Date.UTC(2025, 1, 1) + hours * 3_600_000).toISOString();
  return Array.from({ length: ANSWERS_PER_QUESTION }, (_, index): Answer => {
    const author = person(index % 9 === 0 ? 0 : index);
    const kind = index === 7 ? 'ai_draft' : index === 11 ? 'ai_based' : 'human';
    const answer = {
      id: 100_000 + question * ANSWERS_PER_QUESTION + index,
      question_id: 5_000 + question,
      archive_id: EXAM.id,
      author,
      kind,
      body: answerBody(question, index),
      ai_model: kind === 'human' ? null : 'gemini-2.5-flash',
      ai_region:
        kind === 'ai_draft'
          ? { page: 1 + Math.floor(question / 4), top: questionTop(question), end_page: 10, end_top: 1 }
          : null,
      official: index === 2 ? { by: person(2), at: at(question + 10) } : null,
      hidden: false,
      ai_suspected: index === 13,
      upvotes: (index * 7 + question) % 23,
      downvotes: index % 4,
      endorsed_by: index % 6 === 1 ? [person(2)] : [],
      my_vote: index % 5 === 0 ? 1 : 0,
      comment_count: index % 3,
      version_count: index % 8 === 3 ? 2 : 0,
      created_at: at(question * 24 + index),
      edited_at: index % 8 === 3 ? at(question * 24 + index + 5) : null,
    } as const;
    return { ...answer, can: answerPermissions(reader, answer, false) };
  }).sort(compareAnswers);
}

/** Every question's answers as `reader` reads them. */
export function examAnswers(reader: Actor): ArchiveAnswers {
  return archiveAnswersSchema.parse({
    questions: Array.from({ length: QUESTION_COUNT }, (_, question) => ({
      question_id: 5_000 + question,
      answers: answersTo(question, reader),
    })),
    is_expert: false,
    stream_cursor: '1767225600000',
  });
}
