// What `pnpm bench` measured for the figures of the speed issue's table, kept between its scripts: each script
// records its figures in a file of its group, and the summary at the end reads them all back. The folder lives
// under node_modules so a run's figures are never committed and a fresh checkout starts with none.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** Every figure the summary reports, in the order of its table. */
export const figureIds = [
  'lighthouse-mobile-home',
  'lighthouse-mobile-archive',
  'lighthouse-desktop-archive',
  'bytes-home',
  'bytes-archive',
  'ratio-courses',
  'ratio-archives',
  'ratio-search',
  'ratio-download',
  'search-p95',
  'scroll-long-tasks',
  'start-existing',
  'start-existing-readme',
  'start-fresh',
] as const;
export const figureIdSchema = z.enum(figureIds);
export type FigureId = z.infer<typeof figureIdSchema>;

export const measuredSchema = z.object({
  /** In the unit the baseline states for the figure (score, kB, ratio, ms, count, s). */
  value: z.number().finite(),
  /** What a reader needs beside the value: the file count, the paint times, the database. */
  detail: z.string().optional(),
});
export type Measured = z.infer<typeof measuredSchema>;
export type Figures = Partial<Record<FigureId, Measured>>;

const groupFileSchema = z.object({
  group: z.string().min(1),
  measuredAt: z.iso.datetime(),
  figures: z.partialRecord(figureIdSchema, measuredSchema),
});

/** `<repo>/node_modules/.bench-results`, next to the workspace's other generated state. */
export const defaultResultsDir = join(
  import.meta.dirname,
  '..',
  '..',
  '..',
  'node_modules',
  '.bench-results',
);

const groupFile = (dir: string, group: string) => {
  if (!/^[a-z0-9-]+$/.test(group)) throw new Error(`a group is named in lower-case words: ${group}`);
  return join(dir, `${group}.json`);
};

function readGroup(file: string) {
  return groupFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/**
 * Adds `figures` to the group's file, keeping what the group already recorded in this run: a script may record
 * its figures as it measures them, so a later failure keeps the earlier ones.
 */
export function recordFigures(group: string, figures: Figures, dir = defaultResultsDir): void {
  mkdirSync(dir, { recursive: true });
  const file = groupFile(dir, group);
  let earlier: Figures = {};
  try {
    earlier = readGroup(file).figures;
  } catch {
    // No file yet, or one this version cannot read: this run's figures replace it.
  }
  const content = { group, measuredAt: new Date().toISOString(), figures: { ...earlier, ...figures } };
  writeFileSync(file, `${JSON.stringify(groupFileSchema.parse(content), null, 2)}\n`);
}

/** Every figure recorded in `dir`; a file that does not parse is named in `unreadable` instead. */
export function readResults(dir = defaultResultsDir): { figures: Figures; unreadable: string[] } {
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch {
    return { figures: {}, unreadable: [] };
  }
  const figures: Figures = {};
  const unreadable: string[] = [];
  for (const name of names.sort()) {
    try {
      Object.assign(figures, readGroup(join(dir, name)).figures);
    } catch {
      unreadable.push(name);
    }
  }
  return { figures, unreadable };
}

/** Forgets the last run's figures, so a script that fails this time shows as not measured. */
export function resetResults(dir = defaultResultsDir): void {
  rmSync(dir, { recursive: true, force: true });
}
