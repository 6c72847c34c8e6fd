import { describe, expect, it } from 'vitest';
import { plainTitle } from './plain-title.ts';

describe('a mock exam title as text', () => {
  it('reads LaTeX math as the symbols it stands for, and drops Markdown’s marks', () => {
    expect(plainTitle('計算 $\\sum_{i=1}^{n} i$，並說明 `for` 迴圈')).toBe('計算 ∑ᵢ₌₁ⁿ i，並說明 for 迴圈');
    expect(plainTitle('**資料結構** 期中考 _模擬_')).toBe('資料結構 期中考 模擬');
    expect(plainTitle('# 演算法 [模擬考](https://example.edu/x)')).toBe('演算法 模擬考');
  });

  it('writes fractions, roots and scripts on one line, raised or lowered where Unicode has the characters', () => {
    expect(plainTitle('$\\frac{n(n+1)}{2}$ 與 $O(n^2)$')).toBe('(n(n+1))/2 與 O(n²)');
    expect(plainTitle('\\(\\sqrt{x^2+1}\\) 的上界 $\\alpha_{max} \\leq \\frac{1}{2}$')).toBe(
      '√(x²+1) 的上界 αₘₐₓ ≤ 1/2',
    );
    expect(plainTitle('$\\text{Big-}O$ 與 $T_{left}$')).toBe('Big-O 與 T_(left)');
  });

  it('leaves a title without markup as it is, underscores inside words included', () => {
    expect(plainTitle('資料結構 模擬試題')).toBe('資料結構 模擬試題');
    expect(plainTitle('fib_rec 與 is_prime 的分析')).toBe('fib_rec 與 is_prime 的分析');
    expect(plainTitle('  多餘的\n空白  ')).toBe('多餘的 空白');
  });
});
