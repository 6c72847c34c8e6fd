import type { ArchiveType } from '@pastexam/api-contract';
import { describe, expect, it } from 'vitest';
import { emptyArchiveFilter, filterOptions, isFilterActive, matchesFilter } from './archive-filter.ts';

const archive = (
  academic_year: number,
  professor: string,
  archive_type: ArchiveType,
  has_answers: boolean,
) => ({
  academic_year,
  professor,
  archive_type,
  has_answers,
});

const archives = [
  archive(112, '林教授', 'midterm', true),
  archive(113, '王教授', 'final', false),
  archive(113, '林教授', 'final', true),
];

describe('matchesFilter', () => {
  it('lets everything through the empty filter', () => {
    expect(archives.filter((a) => matchesFilter(a, emptyArchiveFilter))).toHaveLength(3);
    expect(isFilterActive(emptyArchiveFilter)).toBe(false);
  });

  it('combines year, professor, type and answers', () => {
    const filter = {
      year: 113,
      professor: '林教授',
      type: 'final' as const,
      answersOnly: true,
      coverage: null,
    };
    expect(archives.filter((a) => matchesFilter(a, filter))).toEqual([archives[2]]);
    expect(
      archives.filter((a) => matchesFilter(a, { ...emptyArchiveFilter, answersOnly: true })),
    ).toHaveLength(2);
    expect(archives.filter((a) => matchesFilter(a, { ...emptyArchiveFilter, year: 110 }))).toEqual([]);
    expect(isFilterActive({ ...emptyArchiveFilter, type: 'quiz' })).toBe(true);
  });
});

describe('the 有解答 / 待解答 filter', () => {
  const covered = (question_count: number, answered_count: number) => ({
    ...archive(112, '王教授', 'midterm', false),
    question_count,
    answered_count,
  });
  const none = covered(0, 0);
  const some = covered(4, 1);
  const all = covered(4, 4);
  const pick = (coverage: 'answered' | 'waiting') =>
    [none, some, all].filter((a) => matchesFilter(a, { ...emptyArchiveFilter, coverage }));

  it('有解答 keeps exams with an answered question; 待解答 those with a question not yet answered', () => {
    expect(pick('answered')).toEqual([some, all]);
    expect(pick('waiting')).toEqual([some]);
    expect(isFilterActive({ ...emptyArchiveFilter, coverage: 'waiting' })).toBe(true);
  });
});

describe('filterOptions', () => {
  it('offers the years newest first, each professor once, and only the types present in term order', () => {
    expect(filterOptions(archives)).toEqual({
      years: [113, 112],
      professors: ['王教授', '林教授'],
      types: ['midterm', 'final'],
    });
  });
});
