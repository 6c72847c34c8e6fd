import type { ArchiveType } from '@pastexam/api-contract';
import { describe, expect, it } from 'vitest';
import { groupArchivesByYear } from './archive-order.ts';

let nextId = 1;
const archive = (academic_year: number, archive_type: ArchiveType, name: string) => ({
  id: nextId++,
  academic_year,
  archive_type,
  name,
});

describe('groupArchivesByYear', () => {
  it('puts the newest year first and orders each year midterm → final → quiz → other', () => {
    const groups = groupArchivesByYear([
      archive(111, 'final', '期末考'),
      archive(113, 'other', '複習題'),
      archive(113, 'quiz', '小考一'),
      archive(112, 'midterm', '期中考'),
      archive(113, 'final', '期末考'),
      archive(113, 'midterm', '期中考'),
    ]);
    expect(groups.map((group) => group.year)).toEqual([113, 112, 111]);
    expect(groups[0]?.archives.map((a) => a.archive_type)).toEqual(['midterm', 'final', 'quiz', 'other']);
  });

  it('orders archives of the same year and type by name', () => {
    const [group] = groupArchivesByYear([archive(113, 'quiz', '小考二'), archive(113, 'quiz', '小考一')]);
    expect(group?.archives.map((a) => a.name)).toEqual(['小考一', '小考二']);
  });

  it('keeps two archives of the same name in one order: the newer upload first', () => {
    const older = { ...archive(113, 'midterm', '期中考'), id: 5 };
    const newer = { ...archive(113, 'midterm', '期中考'), id: 9 };
    expect(groupArchivesByYear([older, newer])[0]?.archives).toEqual([newer, older]);
    expect(groupArchivesByYear([newer, older])[0]?.archives).toEqual([newer, older]);
  });

  it('leaves its input untouched and returns no groups for no archives', () => {
    const input = [archive(110, 'final', 'b'), archive(113, 'final', 'a')];
    groupArchivesByYear(input);
    expect(input.map((a) => a.academic_year)).toEqual([110, 113]);
    expect(groupArchivesByYear([])).toEqual([]);
  });
});
