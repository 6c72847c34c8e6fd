import { type Archive, type ArchiveType, archiveTypes, type Coverage } from '@pastexam/api-contract';
import type { MessageId } from '../i18n/messages/archives.zh-TW.ts';

/** What the filters above the list ask for; null means "any". */
export type ArchiveFilter = {
  year: number | null;
  professor: string | null;
  type: ArchiveType | null;
  /** Only archives that come with answers. */
  answersOnly: boolean;
  /** 有解答: a question of it is answered; 待解答: a question of it is not yet. */
  coverage: CoverageFilter | null;
};

/** The archive list's filter by its questions' answers. */
export const coverageFilters = ['answered', 'waiting'] as const;
export type CoverageFilter = (typeof coverageFilters)[number];
export const coverageFilterLabels: Record<CoverageFilter, MessageId> = {
  answered: 'archives.coverageAnswered',
  waiting: 'archives.coverageWaiting',
};

export const emptyArchiveFilter: ArchiveFilter = {
  year: null,
  professor: null,
  type: null,
  answersOnly: false,
  coverage: null,
};

type Filterable = Pick<Archive, 'academic_year' | 'professor' | 'archive_type' | 'has_answers'> &
  Partial<Coverage>;

function matchesCoverage(archive: Filterable, coverage: CoverageFilter | null): boolean {
  if (coverage === null) return true;
  const answered = archive.answered_count ?? 0;
  return coverage === 'answered' ? answered > 0 : answered < (archive.question_count ?? 0);
}

export function isFilterActive(filter: ArchiveFilter): boolean {
  return (
    filter.year !== null ||
    filter.professor !== null ||
    filter.type !== null ||
    filter.answersOnly ||
    filter.coverage !== null
  );
}

export function matchesFilter(archive: Filterable, filter: ArchiveFilter): boolean {
  return (
    (filter.year === null || archive.academic_year === filter.year) &&
    (filter.professor === null || archive.professor === filter.professor) &&
    (filter.type === null || archive.archive_type === filter.type) &&
    (!filter.answersOnly || archive.has_answers) &&
    matchesCoverage(archive, filter.coverage)
  );
}

/** The choices the filters offer for a course: its years (newest first), professors (zh-TW) and types. */
export function filterOptions(archives: readonly Filterable[]): {
  years: number[];
  professors: string[];
  types: ArchiveType[];
} {
  const years = [...new Set(archives.map((archive) => archive.academic_year))].sort((a, b) => b - a);
  const professors = [...new Set(archives.map((archive) => archive.professor))].sort((a, b) =>
    a.localeCompare(b, 'zh-TW'),
  );
  const present = new Set(archives.map((archive) => archive.archive_type));
  const types = archiveTypes.filter((type) => present.has(type));
  return { years, professors, types };
}
