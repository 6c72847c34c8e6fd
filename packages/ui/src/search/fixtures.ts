import type { SearchHit } from '@pastexam/api-contract';

const hit = (
  archive: Partial<SearchHit['archive']> & Pick<SearchHit['archive'], 'id' | 'name'>,
  page: number,
  text: string,
  marked: readonly string[],
  where: Pick<SearchHit, 'found_in' | 'question'> = { found_in: 'page', question: null },
): SearchHit => ({
  ...where,
  archive: {
    professor: '林教授',
    academic_year: 113,
    archive_type: 'final',
    course_id: 1,
    course_name: '演算法',
    ...archive,
  },
  page,
  snippet: {
    text,
    matches: marked.map((word) => {
      const start = text.indexOf(word);
      return { start, end: start + word.length };
    }),
  },
});

/** Hits for `AVL 旋轉` in two courses, best first; the second course's hit ranks between the first's two. */
export const sampleHits: SearchHit[] = [
  hit({ id: 11, name: '期末考' }, 2, '…第二題 請說明 AVL 樹的旋轉，並分析其時間複雜度。', ['AVL', '旋轉']),
  hit(
    {
      id: 31,
      name: '期中考',
      professor: '陳教授',
      academic_year: 112,
      archive_type: 'midterm',
      course_id: 2,
      course_name: '資料結構',
    },
    1,
    'AVL 樹插入後若失去平衡，需做單旋轉或雙旋轉…',
    ['AVL', '旋轉'],
  ),
  hit(
    { id: 12, name: '小考', academic_year: 111, archive_type: 'quiz' },
    1,
    '畫出 AVL 樹在插入 5 後的旋轉過程',
    ['AVL', '旋轉'],
  ),
];

/** Hits for `雜湊` placed in questions: one in an exam's text, one only in an answer to 第 2 題. */
export const questionHits: SearchHit[] = [
  hit({ id: 21, name: '期末考' }, 1, '…2. 請寫出雜湊表的插入與刪除', ['雜湊'], {
    found_in: 'page',
    question: { id: 7, name: '第 2 題', page: 1, top: 0.5 },
  }),
  hit({ id: 21, name: '期末考' }, 1, '用雜湊加上線性探測處理衝突，平均 $O(1)$', ['雜湊'], {
    found_in: 'answer',
    question: { id: 7, name: '第 2 題', page: 1, top: 0.5 },
  }),
];

/** The courses a search can be narrowed to. */
export const sampleSearchCourses = [
  { id: 1, name: '演算法' },
  { id: 2, name: '資料結構' },
];
