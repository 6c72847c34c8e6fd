// MathJax writes its glyphs' curves as runs of smooth quadratics (T); each reflects the control point of the
// curve before it, itself perhaps a T, and the path handed to pdf-lib spells every control point out.
import { describe, expect, it } from 'vitest';
import { plainPath } from './svg-path.ts';

describe('plainPath', () => {
  it('reflects each T off the curve before it, a T included', () => {
    expect(plainPath('M0 0Q1 1 2 0T4 0T6 0Z')).toBe('M0 0Q1 1 2 0Q3 -1 4 0Q5 1 6 0Z');
  });

  it('turns H, V and relative commands into absolute lines and curves', () => {
    expect(plainPath('M10 10H20V30h-5v-5l1 1')).toBe('M10 10L20 10L20 30L15 30L15 25L16 26');
    expect(plainPath('M0 0C0 1 1 2 2 2S4 3 4 4')).toBe('M0 0C0 1 1 2 2 2C3 2 4 3 4 4');
    expect(plainPath('m1 1 2 0q1 1 2 0t2 0z')).toBe('M1 1L3 1Q4 2 5 1Q6 0 7 1Z');
  });

  it('starts a T after a line at the current point, and drops numbers that follow no command', () => {
    expect(plainPath('M0 0L2 0T4 0')).toBe('M0 0L2 0Q2 0 4 0');
    expect(plainPath('5 5M0 0Z 3 3')).toBe('M0 0Z');
  });
});
