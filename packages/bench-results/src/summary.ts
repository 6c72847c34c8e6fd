// The summary `pnpm bench` ends with: each figure of the speed issue's table, before and in this run, against its
// target. A figure this run did not record says so; it is never filled in from elsewhere.
import type { BaselineFigure, Target, Unit } from './baseline.ts';
import type { Figures } from './results.ts';

export const NOT_MEASURED = 'not measured';

export type SummaryRow = { figure: string; before: string; thisRun: string; target: string; met: string };

const DECIMALS: Record<Unit, number> = { score: 0, kB: 1, ratio: 3, ms: 1, s: 2, 'long tasks': 0 };

export function formatValue(value: number, unit: Unit): string {
  const number = value.toFixed(DECIMALS[unit]);
  return unit === 'score' || unit === 'ratio' ? number : `${number} ${unit}`;
}

export function isMet(value: number, { op, value: target }: Target): boolean {
  if (op === '>=') return value >= target;
  if (op === '<=') return value <= target;
  return value < target;
}

/** "yes", or how far the figure is from its target, in the figure's unit. */
export function metOrGap(value: number, target: Target, unit: Unit): string {
  if (isMet(value, target)) return 'yes';
  const gap = Math.abs(value - target.value);
  return target.op === '>=' ? `no, ${formatValue(gap, unit)} short` : `no, ${formatValue(gap, unit)} over`;
}

export function buildRows(figures: readonly BaselineFigure[], measured: Figures): SummaryRow[] {
  return figures.map(({ id, label, unit, before, target }) => {
    const targetText = `${target.op === '>=' ? '≥' : target.op === '<=' ? '≤' : '<'} ${formatValue(target.value, unit)}`;
    const result = measured[id];
    if (!result) return { figure: label, before, thisRun: NOT_MEASURED, target: targetText, met: '—' };
    const value = formatValue(result.value, unit);
    return {
      figure: label,
      before,
      thisRun: result.detail ? `${value} (${result.detail})` : value,
      target: targetText,
      met: metOrGap(result.value, target, unit),
    };
  });
}

const HEADINGS: SummaryRow = {
  figure: 'figure',
  before: 'before',
  thisRun: 'this run',
  target: 'target',
  met: 'met?',
};
const COLUMNS = ['figure', 'before', 'thisRun', 'target', 'met'] as const satisfies (keyof SummaryRow)[];

/** A Markdown table, padded so it also reads in a terminal. */
export function formatTable(rows: readonly SummaryRow[]): string {
  const all = [HEADINGS, ...rows];
  const widths = COLUMNS.map((column) => Math.max(...all.map((row) => row[column].length)));
  const line = (row: SummaryRow) =>
    `| ${COLUMNS.map((column, i) => row[column].padEnd(widths[i] ?? 0)).join(' | ')} |`;
  const rule = `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`;
  return [line(HEADINGS), rule, ...rows.map(line)].join('\n');
}
