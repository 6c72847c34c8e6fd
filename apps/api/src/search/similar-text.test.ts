import { describe, expect, it } from 'vitest';
import { SIMILAR_TEXT, shingles, textSimilarity } from './similar-text.ts';

const exam =
  '資料結構期中考 一、請說明堆疊與佇列的差異，並各舉一個應用。二、試證明二元搜尋樹的中序走訪會得到排序後的序列。' +
  '三、給定陣列 [5, 3, 8, 1]，請畫出建立最大堆積的每一步。四、分析快速排序在最差情況下的時間複雜度。';

describe('textSimilarity', () => {
  it('finds the same exam read differently (spacing, width, case, a misread character) nearly the same', () => {
    const ocr = exam
      .replaceAll('，', ' , ')
      .replace('堆疊', '堆壘')
      .replace('[5, 3, 8, 1]', '［５，３，８，１］');
    const similarity = textSimilarity(shingles(exam), shingles(ocr));
    expect(similarity).toBeGreaterThanOrEqual(SIMILAR_TEXT);
    expect(textSimilarity(shingles(exam), shingles(exam))).toBe(1);
  });

  it('finds another exam of the same course different', () => {
    const other =
      '資料結構期末考 一、請說明雜湊表的碰撞處理方法。二、試寫出 Dijkstra 演算法並分析其時間複雜度。' +
      '三、請畫出將 10, 20, 30 依序插入 AVL 樹後的結果。四、說明 B 樹與二元搜尋樹的差異。';
    expect(textSimilarity(shingles(exam), shingles(other))).toBeLessThan(0.2);
  });

  it('says nothing of texts too short to tell an exam by', () => {
    expect(shingles('期中考')).toEqual(new Set());
    expect(textSimilarity(shingles('期中考'), shingles('期中考'))).toBe(0);
  });
});
