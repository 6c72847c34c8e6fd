import { type Archive, type ArchiveType, archiveTypes } from '@pastexam/api-contract';

/** The fields the list needs to order archives; the full Archive satisfies it. */
type Orderable = Pick<Archive, 'academic_year' | 'archive_type' | 'name'>;

/** Midterm → final → quiz → other: the contract lists the types in the order of a term. */
const typeRank = (type: ArchiveType): number => archiveTypes.indexOf(type);

/** Newest year first; within a year by type (midterm → final → quiz → other), then by name (zh-TW). */
export function compareArchives(a: Orderable, b: Orderable): number {
  return (
    b.academic_year - a.academic_year ||
    typeRank(a.archive_type) - typeRank(b.archive_type) ||
    a.name.localeCompare(b.name, 'zh-TW')
  );
}

export type YearGroup<T> = { year: number; archives: T[] };

/** The archives grouped by academic year, newest year first, each year ordered by `compareArchives`. */
export function groupArchivesByYear<T extends Orderable>(archives: readonly T[]): YearGroup<T>[] {
  const groups: YearGroup<T>[] = [];
  for (const archive of [...archives].sort(compareArchives)) {
    const last = groups.at(-1);
    if (last && last.year === archive.academic_year) last.archives.push(archive);
    else groups.push({ year: archive.academic_year, archives: [archive] });
  }
  return groups;
}
