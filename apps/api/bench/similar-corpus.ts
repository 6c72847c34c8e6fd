// The department the 相似題 benchmark asks in: generated exams of realistic CS questions, Chinese and English,
// built from shared sentence frames (so that unrelated questions share many shingles, as a real department's do)
// with topics and numbers drawn at random, and one question in twenty asked again in a later year with other
// numbers. Seeded, so every run builds the same department.

import type { Database } from '../src/db/client.ts';
import { archiveQuestions, archives, courses } from '../src/db/schema.ts';
import { indexArchiveQuestions } from '../src/questions/similar-index.ts';
import { savePages } from '../src/search/pages.ts';
import { seededRandom } from './search-corpus.ts';

const TOPICS_ZH = [
  '死結',
  '分頁',
  '虛擬記憶體',
  '排程',
  '號誌',
  '行程',
  '執行緒',
  '快取',
  '管線',
  '雜湊表',
  '二元搜尋樹',
  'AVL 樹',
  '紅黑樹',
  '堆積',
  '最短路徑',
  '最小生成樹',
  '動態規劃',
  '貪婪演算法',
  '正規語言',
  '下推自動機',
  '圖靈機',
  '正規化',
  '交易',
  '索引',
  '路由',
  '壅塞控制',
  '三向交握',
  '檔案系統',
  '中斷',
  '系統呼叫',
  '編譯器',
  '語法分析',
];
const TOPICS_EN = [
  'deadlock',
  'paging',
  'virtual memory',
  'scheduling',
  'semaphores',
  'processes',
  'threads',
  'caches',
  'pipelining',
  'hash tables',
  'binary search trees',
  'AVL trees',
  'red-black trees',
  'heaps',
  'shortest paths',
  'spanning trees',
  'dynamic programming',
  'greedy algorithms',
  'regular languages',
  'pushdown automata',
  'Turing machines',
  'normal forms',
  'transactions',
  'B+ trees',
  'routing',
  'congestion control',
  'file systems',
  'interrupts',
  'system calls',
  'parsing',
  'register allocation',
  'garbage collection',
];
const FRAMES_ZH = [
  (a: string, b: string, n: string) =>
    `請說明${a}與${b}的差異，並各舉一個例子說明其用途。若系統有 ${n} 個單位，請計算所需的時間。`,
  (a: string, b: string, n: string) =>
    `何謂${a}？請說明它如何影響${b}的效能，並以 ${n} 筆資料為例畫出每一步驟。`,
  (a: string, b: string, n: string) =>
    `試證明在${a}中，${b}的時間複雜度為 O(n log n)，並分析 n = ${n} 時的情況。`,
  (a: string, b: string, n: string) =>
    `名詞解釋：(a) ${a} (b) ${b} (c) 第 ${n} 章所提的例子，請各以兩三句話說明。`,
  (a: string, b: string, n: string) =>
    `下列程式使用${a}實作${b}，請指出其中的錯誤並修正。程式共有 ${n} 行，請說明每一處修改的原因。`,
];
const FRAMES_EN = [
  (a: string, b: string, n: string) =>
    `Explain the difference between ${a} and ${b}, and give one example of each. With ${n} units, compute the time needed.`,
  (a: string, b: string, n: string) =>
    `What are ${a}? Describe how they affect the performance of ${b}, and draw every step for an input of ${n} items.`,
  (a: string, b: string, n: string) =>
    `Prove that with ${a}, ${b} take O(n log n) time, and analyse the case n = ${n}.`,
  (a: string, b: string, n: string) =>
    `Define the following terms: (a) ${a} (b) ${b} (c) the example of chapter ${n}, in two or three sentences each.`,
  (a: string, b: string, n: string) =>
    `The code below implements ${b} with ${a} but has a bug. It is ${n} lines long: find the bug, fix it and explain each change.`,
];

/** Characters and words a question's own part is drawn from: enough that unrelated questions share little of it. */
const HAN =
  '資料結構演算法作業系統記憶體網路協定編譯器語言自動機圖形樹狀陣列指標遞迴排序搜尋雜湊堆疊佇列程序執行緒同步鎖定分頁快取管線指令暫存器位址匯流排中斷檔案目錄磁碟區塊索引交易關聯正規化查詢最佳化路由封包壅塞控制視窗傳輸層應用層實體層';
const WORDS =
  'array list tree graph node edge vertex weight key value pointer stack queue heap table bucket page frame cache line block word byte bit register address bus interrupt process thread lock mutex signal file inode disk sector index query join relation tuple schema packet router window segment header checksum grammar token parser state string symbol alphabet machine tape proof lemma bound cost time space input output'.split(
    ' ',
  );

type Drawn = { zh: boolean; frame: number; a: number; b: number; words: number[] };

function questionText(drawn: Drawn, number: number): string {
  const topics = drawn.zh ? TOPICS_ZH : TOPICS_EN;
  const frames = drawn.zh ? FRAMES_ZH : FRAMES_EN;
  const frame = frames[drawn.frame % frames.length] ?? FRAMES_EN[0];
  const own = drawn.zh
    ? drawn.words.map((word) => `${HAN[word % HAN.length]}${HAN[(word >> 8) % HAN.length]}`).join('')
    : drawn.words.map((word) => WORDS[word % WORDS.length]).join(' ');
  return `${frame?.(topics[drawn.a] ?? '', topics[drawn.b] ?? '', String(number)) ?? ''} ${own}`;
}

/** A question asked again: the same, but for a word or two of its own part changed. */
function askedAgain(drawn: Drawn, next: () => number): Drawn {
  const words = drawn.words.map((word) => (next() < 0.1 ? Math.floor(next() * 65_536) : word));
  return { ...drawn, words };
}

/**
 * Seeds `exams` exams of `perExam` questions each over 20 courses (each question's text one line of its page,
 * indexed as the text job indexes it), calling `every100` after each hundred exams. Answers every question's
 * archive and id, for asking.
 */
export async function seedDepartment(
  db: Database,
  exams: number,
  perExam: number,
  every100: () => Promise<unknown>,
) {
  const next = seededRandom(34);
  const pick = (length: number) => Math.floor(next() * length);
  const courseIds = (
    await db
      .insert(courses)
      .values(
        Array.from({ length: 20 }, (_unused, index) => ({
          name: `課程 ${index + 1}`,
          category: 'junior' as const,
        })),
      )
      .returning({ id: courses.id })
  ).map((row) => row.id);
  const asked: Drawn[] = [];
  const questions: { archiveId: number; questionId: number }[] = [];
  for (let exam = 0; exam < exams; exam += 1) {
    const [archive] = await db
      .insert(archives)
      .values({
        courseId: courseIds[exam % courseIds.length] ?? 0,
        name: `期中考 ${exam}`,
        professor: '張教授',
        academicYear: 100 + (exam % 14),
        archiveType: 'midterm',
        fileKey: `bench/similar-${exam}.pdf`,
        fileSize: 1,
      })
      .returning({ id: archives.id });
    if (!archive) throw new Error('no archive');
    const drawn = Array.from({ length: perExam }, (): Drawn => {
      const again = asked.length > 0 && next() < 0.05 ? asked[pick(asked.length)] : undefined;
      if (again) return askedAgain(again, next);
      const zh = next() < 0.6;
      const size = zh ? TOPICS_ZH.length : TOPICS_EN.length;
      const words = Array.from({ length: 20 + pick(40) }, () => pick(65_536));
      return { zh, frame: pick(FRAMES_EN.length), a: pick(size), b: pick(size), words };
    });
    asked.push(...drawn);
    const top = (index: number) => (index + 0.5) / perExam;
    const lines = drawn.map((one, index) => ({
      top: top(index),
      left: 0.1,
      text: questionText(one, 2 + pick(60)),
    }));
    const text = lines.map((line) => line.text).join('\n');
    await savePages(db, archive.id, [
      { page: 1, text, lines, source: 'text_layer', ocrStatus: 'not_needed' },
    ]);
    const rows = await db
      .insert(archiveQuestions)
      .values(
        lines.map((line, index) => ({
          archiveId: archive.id,
          ordinal: index + 1,
          page: 1,
          top: line.top,
          name: `第 ${index + 1} 題`,
          status: 'confirmed' as const,
        })),
      )
      .returning({ id: archiveQuestions.id });
    await db.transaction((tx) => indexArchiveQuestions(tx, archive.id));
    questions.push(...rows.map((row) => ({ archiveId: archive.id, questionId: row.id })));
    if ((exam + 1) % 100 === 0) await every100();
  }
  return questions;
}
