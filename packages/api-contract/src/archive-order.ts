import { type Archive, type ArchiveType, archiveTypes } from './schemas/archive.ts';

/** The fields archives are ordered by; the full Archive satisfies it. */
export type OrderableArchive = Pick<Archive, 'id' | 'academic_year' | 'archive_type' | 'name'>;

/** Midterm → final → quiz → other: the contract lists the types in the order of a term. */
const typeRank = (type: ArchiveType): number => archiveTypes.indexOf(type);

/**
 * The one order of a course's archives, on the server's list and on the screen: newest year first; within a
 * year by type (midterm → final → quiz → other), then by name (zh-TW), then newest id first so two archives
 * of the same name never swap places between two renders.
 */
export function compareArchives(a: OrderableArchive, b: OrderableArchive): number {
  return (
    b.academic_year - a.academic_year ||
    typeRank(a.archive_type) - typeRank(b.archive_type) ||
    a.name.localeCompare(b.name, 'zh-TW') ||
    b.id - a.id
  );
}
