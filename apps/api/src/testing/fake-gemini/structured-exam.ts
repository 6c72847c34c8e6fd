// The fake's answer to a structured (JSON) request: a realistic mock exam with math, code, sub-questions and
// sources, built only from the request (the attached archives' ids are read from the prompt), so the same
// request always gets the same exam. `flaw` spoils it the ways a real model's answer can go wrong.
// Its questions are worth 100 points in all.
import { createHash } from 'node:crypto';
import type { ExamTextInput } from './exam-text.ts';

export const examFlaws = ['malformed-json', 'schema-violation', 'foreign-source', 'wrong-total'] as const;
export type ExamFlaw = (typeof examFlaws)[number];

/** An archive id no test attaches. */
export const FOREIGN_ARCHIVE_ID = 987_654;

/** The ids the prompt lists as `（archive_id N）`, in order. */
function attachedIds(text: string): number[] {
  return [...text.matchAll(/archive_id (\d+)/g)].map((match) => Number(match[1]));
}

function exam({ documents, text, temperature }: ExamTextInput) {
  const digest = createHash('sha256').update(text);
  for (const document of documents) digest.update(document);
  const seed = digest.digest();
  const n = 10 + ((seed[0] ?? 0) % 90);
  const ids = attachedIds(text);
  const source = (index: number, page: number, question: string) => {
    const archiveId = ids[index % Math.max(ids.length, 1)];
    return archiveId === undefined ? [] : [{ archive_id: archiveId, page, question }];
  };
  const title = text.match(/title 是「([^」]+)」/)?.[1] ?? '模擬試題';
  return {
    title,
    instructions: `請在 100 分鐘內作答，共 ${documents.length} 份考古題為本（溫度 ${temperature ?? '預設'}）。`,
    total_points: 100,
    sections: [
      {
        title: '一、計算題',
        questions: [
          {
            number: '1',
            points: 40,
            text: `已知遞迴式 $T(n) = 2T(n/2) + n$，且 $T(1) = 1$。`,
            sub_questions: [
              {
                label: '(a)',
                points: 20,
                text: '以主定理求 $T(n)$ 的漸近上界。',
                answer: '$a = 2, b = 2$，$n^{\\log_b a} = n$，屬第二種情形，故 $T(n) = \\Theta(n \\log n)$。',
              },
              {
                label: '(b)',
                points: 20,
                text: `計算 $T(${n})$ 的值（$n$ 取 2 的冪次時）。`,
                answer: `$$T(n) = n \\log_2 n + n$$，代入得 ${n} 時的值。`,
              },
            ],
            answer: '見各子題。',
            sources: source(0, 2, '3'),
          },
        ],
      },
      {
        title: '二、程式題',
        questions: [
          {
            number: '2',
            points: 60,
            text: [
              '下列函式在最壞情況下的時間複雜度為何？請說明理由。',
              '',
              '```c',
              'int find(int *a, int n, int x) {',
              '  for (int i = 0; i < n; i++)',
              '    if (a[i] == x) return i;',
              '  return -1;',
              '}',
              '```',
            ].join('\n'),
            sub_questions: [],
            answer: '最壞情況要比較全部 $n$ 個元素，故為 $O(n)$。',
            sources: source(1, 1, '2(b)'),
          },
        ],
      },
    ],
  };
}

/** The answer's text: the exam as JSON, or as spoiled by `flaw`. */
export function buildStructuredExam(input: ExamTextInput, flaw: ExamFlaw | null): string {
  const built = exam(input);
  if (flaw === 'malformed-json') return JSON.stringify(built).slice(0, -40);
  // Valid JSON of the schema whose 總分 disagrees with its questions (worth 100), as a real model's can.
  if (flaw === 'wrong-total') return JSON.stringify({ ...built, total_points: 1 });
  if (flaw === 'schema-violation') {
    const [first] = built.sections;
    return JSON.stringify({
      ...built,
      total_points: '一百分',
      sections: first ? [{ title: first.title }] : [],
    });
  }
  if (flaw === 'foreign-source') {
    const [first, ...rest] = built.sections;
    const [question, ...others] = first?.questions ?? [];
    if (!first || !question) return JSON.stringify(built);
    const foreign = { archive_id: FOREIGN_ARCHIVE_ID, page: 1, question: '1' };
    const spoiled = { ...question, sources: [...question.sources, foreign] };
    return JSON.stringify({ ...built, sections: [{ ...first, questions: [spoiled, ...others] }, ...rest] });
  }
  return JSON.stringify(built);
}
