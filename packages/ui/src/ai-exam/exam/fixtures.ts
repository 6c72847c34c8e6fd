import type { ArchiveUsed, MockExam, PracticeMarks, TaskResult } from '@pastexam/api-contract';

/** The two past exams a 資料結構 mock exam was made from. */
export const sampleArchivesUsed: ArchiveUsed[] = [
  {
    id: 1,
    name: '期末考',
    academic_year: 113,
    archive_type: 'final',
    professor: '王教授',
    course: '資料結構',
    course_id: 11,
  },
  {
    id: 2,
    name: '期中考',
    academic_year: 112,
    archive_type: 'midterm',
    professor: '王教授',
    course: '資料結構',
    course_id: 11,
  },
];

const sumInC = [
  '```c',
  'int sum(const int *a, int n) {',
  '  int total = 0;',
  '  for (int i = 0; i < n; i++)',
  '    total += a[i];',
  '  return total;',
  '}',
  '```',
].join('\n');

const recursiveSum = [
  '```c',
  'int sum(const int *a, int n) {',
  '  if (n == 0)',
  '    return 0;',
  '  return sum(a, n - 1) + a[n - 1];',
  '}',
  '```',
].join('\n');

/**
 * A 資料結構 mock exam as Gemini writes one: two sections, inline and display math, a C listing, sub-questions,
 * and sources citing a question, a page only, nothing but the archive, and an archive that was not attached.
 */
export const sampleExam: MockExam = {
  title: '資料結構 期末考模擬試題',
  instructions: '本試卷共 3 題，總分 100 分。請寫出計算過程，時間複雜度以 $O(\\cdot)$ 表示。',
  total_points: 100,
  sections: [
    {
      title: '一、觀念題',
      questions: [
        {
          number: '1',
          points: 20,
          text: '請說明在含有 $n$ 個元素的二元堆積（binary heap）中插入一個元素的步驟，並分析其時間複雜度。',
          sub_questions: [],
          answer:
            '將新元素放在最後一個位置，再與父節點比較並往上交換（sift-up），直到滿足堆積性質。\n\n樹高為 $\\lfloor \\log_2 n \\rfloor$，因此時間複雜度為 $O(\\log n)$。',
          sources: [{ archive_id: 1, page: 2, question: '3' }],
        },
        {
          number: '2',
          points: 30,
          text: '設 $N(h)$ 為高度 $h$ 的 AVL 樹最少的節點數。',
          sub_questions: [
            {
              label: '(a)',
              points: 10,
              text: '試證明\n\n$$N(h) = N(h-1) + N(h-2) + 1$$',
              answer:
                '高度 $h$ 且節點最少的 AVL 樹，其根的兩棵子樹高度分別為 $h-1$ 與 $h-2$，且各自節點最少，故加上根即得。',
            },
            {
              label: '(b)',
              points: 20,
              text: '由 (a) 證明 $n$ 個節點的 AVL 樹高度為 $O(\\log n)$。',
              answer:
                '由 (a) 得 $N(h) > 2N(h-2)$，故\n\n$$N(h) > 2^{h/2} \\quad\\Rightarrow\\quad h < 2\\log_2 n$$\n\n即 $h = O(\\log n)$。',
            },
          ],
          answer: '',
          sources: [
            { archive_id: 2, page: 4, question: null },
            { archive_id: 7, page: 1, question: '2' },
          ],
        },
      ],
    },
    {
      title: '二、程式題',
      questions: [
        {
          number: '3',
          points: 50,
          text: `下列函式計算陣列 \`a\` 前 \`n\` 個元素的和：\n\n${sumInC}`,
          sub_questions: [
            {
              label: '(a)',
              points: 20,
              text: '此函式的時間複雜度為何？',
              answer: '迴圈執行 $n$ 次，每次 $O(1)$，共 $O(n)$。',
            },
            {
              label: '(b)',
              points: 30,
              text: '將它改寫為遞迴版本。',
              answer: recursiveSum,
            },
          ],
          answer: '兩種寫法的時間複雜度相同；遞迴版本另需 $O(n)$ 的堆疊空間。',
          sources: [
            { archive_id: 1, page: 5, question: '4(b)' },
            { archive_id: 2, page: null, question: null },
          ],
        },
      ],
    },
  ],
};

/** 第 1 題 known, 第 2 題 not yet, 第 3 題 unmarked. */
export const sampleMarks: PracticeMarks = { '0-0': 'known', '0-1': 'unknown' };

/** The task's result as GET /ai-exam/task/{id} returns it, with the exam's text for 複製 and 下載 TXT. */
export const sampleExamResult: TaskResult = {
  generated_content:
    '資料結構 期末考模擬試題\n\n一、觀念題\n1.（20 分）請說明在含有 n 個元素的二元堆積中插入一個元素的步驟……\n\n==== 參考答案 ====\n1. ……',
  exam: sampleExam,
  archives_used: sampleArchivesUsed,
};
