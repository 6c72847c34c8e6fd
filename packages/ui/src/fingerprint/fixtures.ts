import type { Fingerprint, FingerprintRow } from '@pastexam/api-contract';

const row = (
  id: number,
  name_zh: string,
  name_en: string,
  counts: number[],
  years: number[],
  now: number,
) => {
  const asked = years.filter((_, index) => (counts[index] ?? 0) > 0);
  const last = asked.at(-1) ?? now;
  return {
    topic: { id, name_zh, name_en },
    counts,
    total: counts.reduce((sum, count) => sum + count, 0),
    last_year: last,
    dormant: now - last >= 3,
  } satisfies FingerprintRow;
};

/** Three years of one professor's exams: 排序 asked each year, 圖論 not since 108. */
function fewYears(): Fingerprint {
  const years = [108, 111, 112];
  const now = 112;
  return {
    course: { id: 7, name: '演算法' },
    professor: '張教授',
    professors: ['李教授', '張教授'],
    years: years.map((academic_year) => ({ academic_year, exams: 2 })),
    now_year: now,
    questions: { total: 30, tagged: 12 },
    areas: [
      {
        ...row(1, '演算法', 'Algorithms', [3, 2, 3], years, now),
        topics: [
          row(11, '排序', 'Sorting', [1, 2, 2], years, now),
          row(12, '圖論', 'Graphs', [2, 0, 0], years, now),
          row(13, '動態規劃', 'Dynamic Programming', [0, 1, 1], years, now),
        ],
      },
      {
        ...row(2, '資料結構', 'Data Structures', [1, 1, 0], years, now),
        topics: [row(21, '堆積', 'Heaps', [1, 1, 0], years, now)],
      },
    ],
  };
}
export const fewYearsFingerprint = fewYears();

/** Fourteen years of every professor's exams, some years missing, with topics long unasked. */
function manyYears(): Fingerprint {
  const years = [99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 113];
  const now = 113;
  const pattern = (seed: number) =>
    years.map((_, index) => ((index * 7 + seed * 3) % 5 === 0 ? 0 : (index + seed) % 4));
  const oldOnly = years.map((_, index) => (index < 6 ? (index % 3) + 1 : 0));
  return {
    course: { id: 8, name: '作業系統' },
    professor: null,
    professors: ['王教授', '李教授', '陳教授'],
    years: years.map((academic_year, index) => ({ academic_year, exams: (index % 3) + 1 })),
    now_year: now,
    questions: { total: 240, tagged: 150 },
    areas: [
      {
        ...row(
          3,
          '作業系統',
          'Operating Systems',
          pattern(1).map((count) => count * 2 + 1),
          years,
          now,
        ),
        topics: [
          row(31, 'CPU 排程', 'CPU Scheduling', pattern(1), years, now),
          row(32, '同步與死結', 'Synchronization and Deadlock', pattern(2), years, now),
          row(33, '記憶體管理', 'Memory Management', pattern(3), years, now),
          row(34, '檔案系統', 'File Systems', oldOnly, years, now),
        ],
      },
      {
        ...row(4, '計算機結構', 'Computer Architecture', oldOnly, years, now),
        topics: [row(41, '管線化', 'Pipelining', oldOnly, years, now)],
      },
    ],
  };
}
export const manyYearsFingerprint = manyYears();

/** A course with exams but no question tagged confirmed yet. */
export const untaggedFingerprint: Fingerprint = {
  course: { id: 9, name: '計算機網路' },
  professor: null,
  professors: ['林教授'],
  years: [{ academic_year: 112, exams: 1 }],
  now_year: 112,
  questions: { total: 8, tagged: 0 },
  areas: [],
};
