import { describe, expect, test } from 'vitest';
import { enLabels } from './labels.en.ts';
import {
  typeLabelBesideName,
  wishExamLabel,
  worksheetQuestionSource,
  zhTwAcademicYear,
  zhTwLabels,
} from './labels.ts';
import { archiveTypes, isExamArchive } from './schemas/archive.ts';

describe('the type shown beside an archive name', () => {
  test('is left out when the name is only the type label', () => {
    expect(typeLabelBesideName({ name: '期中考', archive_type: 'midterm' }, zhTwLabels)).toBeNull();
    expect(typeLabelBesideName({ name: '期末考', archive_type: 'final' }, zhTwLabels)).toBeNull();
    expect(typeLabelBesideName({ name: '小考', archive_type: 'quiz' }, zhTwLabels)).toBeNull();
    expect(typeLabelBesideName({ name: ' 其他 ', archive_type: 'other' }, zhTwLabels)).toBeNull();
  });

  test('is shown when the name says more, or names another type', () => {
    expect(typeLabelBesideName({ name: '期中考 A', archive_type: 'midterm' }, zhTwLabels)).toBe('期中考');
    expect(typeLabelBesideName({ name: '第一次小考', archive_type: 'quiz' }, zhTwLabels)).toBe('小考');
    expect(typeLabelBesideName({ name: '期末考', archive_type: 'midterm' }, zhTwLabels)).toBe('期中考');
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

test('the type beside a name is in the reader’s language, unless the name already is the type', () => {
  expect(typeLabelBesideName({ name: '期中考 A', archive_type: 'midterm' }, enLabels)).toBe('Midterm');
  expect(typeLabelBesideName({ name: '期中考', archive_type: 'midterm' }, enLabels)).toBeNull();
  expect(typeLabelBesideName({ name: 'Final', archive_type: 'final' }, enLabels)).toBeNull();
});

describe('the text built around the labels', () => {
  const question = {
    course_name: '資料結構',
    academic_year: 112,
    archive_name: '第一次考試',
    archive_type: 'midterm',
    professor: '王教授',
    question_name: '第 3 題',
  } as const;

  test('keeps its zh-TW wording', () => {
    expect(
      wishExamLabel({ professor: '陳教授', academic_year: 113, archive_type: 'midterm' }, zhTwLabels),
    ).toBe('113 期中考（陳教授）');
    expect(wishExamLabel({ professor: null, academic_year: null, archive_type: null }, zhTwLabels)).toBe(
      '任何考古題',
    );
    expect(worksheetQuestionSource(question, zhTwLabels, zhTwAcademicYear)).toBe(
      '資料結構 · 112 學年度 · 第一次考試（期中考） · 王教授 · 第 3 題',
    );
  });

  test('speaks English with the English labels', () => {
    expect(wishExamLabel({ professor: '陳教授', academic_year: null, archive_type: null }, enLabels)).toBe(
      'Any exam (陳教授)',
    );
    expect(wishExamLabel({ professor: null, academic_year: 113, archive_type: 'final' }, enLabels)).toBe(
      '113 Final',
    );
    expect(worksheetQuestionSource(question, enLabels, (year) => `AY ${year}`)).toBe(
      '資料結構 · AY 112 · 第一次考試 (Midterm) · 王教授 · 第 3 題',
    );
  });
});
