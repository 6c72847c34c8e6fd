import { compareArchives, type OrderableArchive } from '@pastexam/api-contract';

export type YearGroup<T> = { year: number; archives: T[] };

/**
 * The archives grouped by academic year, newest year first, each year in the contract's one archive order
 * (`compareArchives`, the order the server lists them in too).
 */
export function groupArchivesByYear<T extends OrderableArchive>(archives: readonly T[]): YearGroup<T>[] {
  const groups: YearGroup<T>[] = [];
  for (const archive of [...archives].sort(compareArchives)) {
    const last = groups.at(-1);
    if (last && last.year === archive.academic_year) last.archives.push(archive);
    else groups.push({ year: archive.academic_year, archives: [archive] });
  }
  return groups;
}
