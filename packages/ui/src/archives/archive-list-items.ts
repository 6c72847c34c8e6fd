import type { ListedArchive } from '@pastexam/api-contract';
import { groupArchivesByYear } from './archive-order.ts';

/** One line of the list as it is laid out: a year's heading, or one archive under it. */
export type ListItem =
  | { kind: 'year'; key: string; year: number; count: number; first: boolean }
  | { kind: 'archive'; key: string; year: number; archive: ListedArchive; lastInYear: boolean };

/**
 * The archives as the list shows them, one item per line: each year's heading followed by its archives, years
 * newest first, each year in the contract's archive order. A flat list, so a virtualizer can count and place
 * every line, headings included.
 */
export function listItems(archives: readonly ListedArchive[]): ListItem[] {
  const items: ListItem[] = [];
  groupArchivesByYear(archives).forEach(({ year, archives: inYear }, groupIndex) => {
    items.push({ kind: 'year', key: `year-${year}`, year, count: inYear.length, first: groupIndex === 0 });
    inYear.forEach((archive, index) => {
      items.push({
        kind: 'archive',
        key: `archive-${archive.id}`,
        year,
        archive,
        lastInYear: index === inYear.length - 1,
      });
    });
  });
  return items;
}

/** Consecutive items of the same year, so each year stays one labelled section however few of it are drawn. */
export function runsByYear<T extends { item: ListItem }>(
  drawn: readonly T[],
): { year: number; entries: T[] }[] {
  const runs: { year: number; entries: T[] }[] = [];
  for (const entry of drawn) {
    const last = runs.at(-1);
    if (last && last.year === entry.item.year) last.entries.push(entry);
    else runs.push({ year: entry.item.year, entries: [entry] });
  }
  return runs;
}
