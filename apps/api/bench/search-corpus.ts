// A generated department for the search benchmark: courses, their archives and each archive's pages of mixed
// Chinese and English exam text. Everything follows from one seed, so every run indexes the same words.
import type { ArchiveType, CourseCategory } from '@pastexam/api-contract';

/** A small, fast generator of numbers in [0, 1) (mulberry32): the same seed gives the same department. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = () => number;

/**
 * Draws from `items` with a Zipf-like law: the k-th item `((1 + offset) / (k + offset))^exponent` as likely as the
 * first (an offset flattens the head, so the commonest words are not on every page).
 */
function zipf<T>(items: readonly T[], exponent: number, offset = 0): (random: Random) => T {
  const cumulative: number[] = [];
  let total = 0;
  for (let k = 1; k <= items.length; k += 1) {
    total += 1 / (k + offset) ** exponent;
    cumulative.push(total);
  }
  return (random) => {
    const target = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((cumulative[mid] ?? total) < target) low = mid + 1;
      else high = mid;
    }
    return items[low] ?? (items[0] as T);
  };
}

const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] ?? (items[0] as T);

/** Chinese course terms, most frequent first: `排序` leads (the common term the benchmark asks for). */
const CHINESE_TERMS = [
  ...['排序', '演算法', '時間複雜度', '資料結構', '陣列', '鏈結串列', '遞迴', '二元樹', '堆積', '雜湊'],
  ...['作業系統', '記憶體', '行程', '執行緒', '排程', '分頁', '快取', '圖論', '最短路徑', '動態規劃'],
  ...['貪婪法', '分治法', '佇列', '堆疊', '旋轉', '平衡樹', '搜尋', '插入', '刪除', '指標'],
  ...['編譯器', '語法分析', '正規表示式', '有限狀態機', '文法', '中斷', '系統呼叫', '檔案系統', '虛擬記憶體'],
  ...['同步', '號誌', '臨界區', '資料庫', '正規化', '交易', '索引', '網路', '路由', '封包', '壅塞控制'],
  ...['加密', '數位簽章', '機率', '線性代數', '矩陣', '特徵值', '離散數學', '歸納法', '集合', '關係'],
  ...['計算理論', '可判定性', '多項式時間', '近似演算法', '最小生成樹', '拓撲排序', '強連通', '二分圖'],
  ...['匹配', '網路流', '字串比對', '後綴陣列', '位元運算', '浮點數', '組合語言', '管線化', '分支預測'],
] as const;

/**
 * Terms few exams use, each on one or two pages in a thousand. `死結` is the rare term the benchmark asks for:
 * no other word on a page holds its characters, so only it makes their pair.
 */
const RARE_TERMS = ['死結', '伸展樹', '跳躍串列', '布隆過濾器', '霍夫曼編碼', '銀行家演算法'] as const;
/** The share of Chinese terms drawn from the rare ones. */
const RARE_SHARE = 0.0004;

/** English words as exams write them, most frequent first. */
const ENGLISH_TERMS = [
  ...['O(n log n)', 'heap', 'hash', 'cache', 'TLB', 'mutex', 'Dijkstra', 'AVL', 'B+ tree', 'quicksort'],
  ...['mergesort', 'semaphore', 'deadlock', 'page fault', 'LRU', 'FIFO', 'round robin', 'pipeline'],
  ...['interrupt', 'kernel', 'thread', 'process', 'virtual memory', 'TCP', 'UDP', 'DNS', 'SQL', 'index'],
  ...['Bellman-Ford', 'Floyd-Warshall', 'Kruskal', 'Prim', 'BFS', 'DFS', 'NP-complete', 'Turing machine'],
  ...['regular expression', 'DFA', 'NFA', 'context-free', 'RSA', 'SHA-256', 'RAID', 'inode', 'fork()'],
] as const;

/** How questions open. */
const OPENINGS = [
  ...['請說明', '試證明', '下列何者正確', '下列何者錯誤', '請比較', '請寫出', '請畫出', '請計算', '簡答'],
  ...['是非題', '選擇題', '承上題', '請舉例說明', '請解釋', '請分析', '試求', '請設計'],
] as const;
/** What sets the scene of a question, between its opening and its terms. */
const SETTINGS = [
  ...['假設輸入大小為 n，', '考慮下列程式碼：', '給定一個有 n 個節點的圖，', '若記憶體只有 4 KB，'],
  ...['已知下列條件成立，', '根據課堂上的定義，', '在最壞的情況下，', '不使用額外空間時，', '如下圖所示，'],
  ...['請將答案寫在答案卷上，', '以下敘述中，', '設計一個方法，', '假設所有的鍵值都不相同，'],
] as const;
/** What joins two terms inside a question. */
const JOINERS = ['的', '與', '在', '和', '中', '對於', '使用', '時', '之', '以及', '比較'] as const;
/** How questions close. */
const CLOSINGS = [
  ...['的優缺點。', '的差異。', '的時間複雜度。', '為何？', '並說明理由。', '的運作方式。', '（5%）'],
  ...['（10%）', '，並舉一例。', '。', '？', '的最壞情況。', '，寫出虛擬碼。'],
] as const;

const drawChinese = zipf(CHINESE_TERMS, 1, 15);
const drawEnglish = zipf(ENGLISH_TERMS, 1, 4);
const chineseTerm = (random: Random) =>
  random() < RARE_SHARE ? pick(random, RARE_TERMS) : drawChinese(random);

/** One question: an opening, a setting, one to three terms (three in ten English) with joiners, and a closing. */
function question(random: Random, number: number): string {
  const parts = [`${number}.`, pick(random, OPENINGS), pick(random, SETTINGS)];
  const terms = 1 + Math.floor(random() * 3);
  for (let i = 0; i < terms; i += 1) {
    if (i > 0) parts.push(pick(random, JOINERS));
    parts.push(random() < 0.3 ? ` ${drawEnglish(random)} ` : chineseTerm(random));
  }
  parts.push(pick(random, CLOSINGS));
  return parts.join('');
}

/** A page of about 300 to 600 characters of questions. */
export function pageText(random: Random, firstQuestion: number): string {
  const length = 300 + Math.floor(random() * 300);
  let text = '';
  let number = firstQuestion;
  while (text.length < length) {
    text += `${question(random, number)}\n`;
    number += 1;
  }
  return text;
}

const SUBJECTS = [
  '演算法',
  '資料結構',
  '作業系統',
  '計算機組織',
  '編譯器',
  '計算理論',
  '資料庫系統',
  '計算機網路',
];
const SURNAMES = [
  '林',
  '陳',
  '黃',
  '張',
  '李',
  '王',
  '吳',
  '劉',
  '蔡',
  '楊',
  '許',
  '鄭',
  '謝',
  '郭',
  '洪',
  '曾',
];
const CATEGORIES: CourseCategory[] = ['freshman', 'sophomore', 'junior', 'senior', 'graduate'];
const TYPES: ArchiveType[] = ['midterm', 'final', 'quiz', 'other'];
const TYPE_NAMES: Record<ArchiveType, string> = {
  midterm: '期中考',
  final: '期末考',
  quiz: '小考',
  other: '考古題',
};

export type CourseSeed = { name: string; category: CourseCategory; professors: string[] };
export type ArchiveSeed = {
  /** Index into the courses. */
  course: number;
  name: string;
  professor: string;
  academicYear: number;
  archiveType: ArchiveType;
};

/** `count` courses, each taught over the years by one to three professors. */
export function generateCourses(random: Random, count: number): CourseSeed[] {
  return Array.from({ length: count }, (_, i) => ({
    name: `${SUBJECTS[i % SUBJECTS.length]}（${Math.floor(i / SUBJECTS.length) + 1}）`,
    category: pick(random, CATEGORIES),
    professors: Array.from(
      { length: 1 + Math.floor(random() * 3) },
      () => `${pick(random, SURNAMES)}${pick(random, SURNAMES)}教授`,
    ),
  }));
}

/** `count` archives spread evenly over the courses, from academic years 100 to 113. */
export function generateArchives(
  random: Random,
  courses: readonly CourseSeed[],
  count: number,
): ArchiveSeed[] {
  return Array.from({ length: count }, (_, i) => {
    const course = i % courses.length;
    const academicYear = 100 + Math.floor(random() * 14);
    const archiveType = pick(random, TYPES);
    return {
      course,
      name: `${academicYear}${TYPE_NAMES[archiveType]} #${i}`,
      professor: pick(random, courses[course]?.professors ?? ['林教授']),
      academicYear,
      archiveType,
    };
  });
}
