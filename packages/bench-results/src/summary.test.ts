import { describe, expect, it } from 'vitest';
import type { BaselineFigure } from './baseline.ts';
import { baseline } from './baseline.ts';
import { figureIds } from './results.ts';
import { buildRows, formatTable, metOrGap, NOT_MEASURED } from './summary.ts';

const score: BaselineFigure = {
  id: 'lighthouse-mobile-home',
  label: 'Lighthouse mobile /',
  unit: 'score',
  before: '75',
  target: { op: '>=', value: 95 },
};
const bytes: BaselineFigure = {
  id: 'bytes-home',
  label: 'bytes /',
  unit: 'kB',
  before: '195 kB',
  target: { op: '<=', value: 120 },
};
const start: BaselineFigure = {
  id: 'start-fresh',
  label: 'fresh start',
  unit: 's',
  before: '43 s',
  target: { op: '<', value: 10 },
};

describe('buildRows', () => {
  it('shows the run’s value beside the baseline and says whether the target is met', () => {
    const [row] = buildRows([score], { 'lighthouse-mobile-home': { value: 97, detail: 'LCP 1.1 s' } });
    expect(row).toEqual({
      figure: 'Lighthouse mobile /',
      before: '75',
      thisRun: '97 (LCP 1.1 s)',
      target: '≥ 95',
      met: 'yes',
    });
  });

  it('says how far a figure is from its target, short of a floor or over a ceiling', () => {
    const rows = buildRows([score, bytes], {
      'lighthouse-mobile-home': { value: 80 },
      'bytes-home': { value: 150.04 },
    });
    expect(rows.map((row) => row.met)).toEqual(['no, 15 short', 'no, 30.0 kB over']);
  });

  it('says "not measured" for a figure the run did not record, and never claims it met', () => {
    const rows = buildRows([score, bytes], { 'bytes-home': { value: 100 } });
    expect(rows[0]).toMatchObject({ thisRun: NOT_MEASURED, met: '—', before: '75' });
    expect(rows[1]).toMatchObject({ thisRun: '100.0 kB', met: 'yes' });
  });
});

describe('metOrGap', () => {
  it('holds a strict ceiling strictly: exactly the limit is over it', () => {
    expect(metOrGap(10, start.target, 's')).toBe('no, 0.00 s over');
    expect(metOrGap(9.99, start.target, 's')).toBe('yes');
  });

  it('counts a value at the floor or the ceiling as met when the target includes it', () => {
    expect(metOrGap(95, score.target, 'score')).toBe('yes');
    expect(metOrGap(120, bytes.target, 'kB')).toBe('yes');
    expect(metOrGap(0.49, { op: '>=', value: 0.5 }, 'ratio')).toBe('no, 0.010 short');
  });
});

describe('the baseline', () => {
  it('states every figure the scripts can record, once', () => {
    expect(baseline.figures.map((figure) => figure.id)).toEqual([...figureIds]);
  });
});

describe('formatTable', () => {
  it('lines up every row under the headings', () => {
    const table = formatTable(buildRows([score, bytes], {}));
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/^\| figure +\| before +\| this run +\| target +\| met\? \|$/);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    expect(table).toContain(NOT_MEASURED);
  });
});
