import { describe, expect, test } from 'vitest';
import { enLabels } from './labels.en.ts';
import { typeLabelBesideName, zhTwLabels } from './labels.ts';
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

describe('the labels in English', () => {
  test('name every value the zh-TW labels name, in English words', () => {
    const zhTw = new Map(Object.entries(zhTwLabels));
    expect([...zhTw.keys()].sort()).toEqual(Object.keys(enLabels).sort());
    for (const [set, english] of Object.entries(enLabels)) {
      expect(Object.keys(english).sort(), set).toEqual(Object.keys(zhTw.get(set) ?? {}).sort());
      for (const label of Object.values(english)) {
        expect(label).not.toMatch(/\p{Script=Han}/u);
        expect(label.trim()).not.toBe('');
      }
    }
  });
});
