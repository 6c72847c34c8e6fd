import { describe, expect, test } from 'vitest';
import { typeLabelBesideName } from './labels.ts';
import { archiveTypes, isExamArchive } from './schemas/archive.ts';

describe('the type shown beside an archive name', () => {
  test('is left out when the name is only the type label', () => {
    expect(typeLabelBesideName({ name: '期中考', archive_type: 'midterm' })).toBeNull();
    expect(typeLabelBesideName({ name: '期末考', archive_type: 'final' })).toBeNull();
    expect(typeLabelBesideName({ name: '小考', archive_type: 'quiz' })).toBeNull();
    expect(typeLabelBesideName({ name: ' 其他 ', archive_type: 'other' })).toBeNull();
  });

  test('is shown when the name says more, or names another type', () => {
    expect(typeLabelBesideName({ name: '期中考 A', archive_type: 'midterm' })).toBe('期中考');
    expect(typeLabelBesideName({ name: '第一次小考', archive_type: 'quiz' })).toBe('小考');
    expect(typeLabelBesideName({ name: '期末考', archive_type: 'midterm' })).toBe('期中考');
  });
});

test('only midterms and finals can model an AI mock exam', () => {
  const usable = archiveTypes.filter((type) => isExamArchive({ archive_type: type }));
  expect(usable).toEqual(['midterm', 'final']);
});
