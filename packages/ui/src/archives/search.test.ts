import { type CoursesByCategory, courseCategories } from '@pastexam/api-contract';
import { describe, expect, it } from 'vitest';
import { filterCourses, findCourse, normalizeSearchText } from './search.ts';

const courses: CoursesByCategory = {
  freshman: [
    { id: 1, name: '計算機概論' },
    { id: 2, name: 'C 程式設計' },
  ],
  sophomore: [{ id: 3, name: '資料結構' }],
  junior: [{ id: 4, name: 'Operating Systems 作業系統' }],
  senior: [],
  graduate: [{ id: 5, name: '高等演算法' }],
  interdisciplinary: [],
  general: [{ id: 6, name: '英文（一）' }],
};

const names = (query: string) =>
  filterCourses(courses, query).flatMap((group) => group.courses.map((c) => c.name));

describe('normalizeSearchText', () => {
  it('folds full-width letters and digits to half-width and lower-cases them', () => {
    expect(normalizeSearchText('ＯＳ　１０１')).toBe('os 101');
    expect(normalizeSearchText('  Data Structures ')).toBe('data structures');
  });
});

describe('filterCourses', () => {
  it('keeps all seven categories in the product order, empty ones included, for a blank query', () => {
    const shown = filterCourses(courses, '  ').map((group) => group.category);
    expect(shown).toHaveLength(7);
    expect(shown).toEqual([...courseCategories]);
  });

  it('matches case-insensitively and full-width against half-width, dropping categories without a match', () => {
    expect(names('operating')).toEqual(['Operating Systems 作業系統']);
    expect(names('ＯＰＥＲＡＴＩＮＧ')).toEqual(['Operating Systems 作業系統']);
    expect(names('ｃ 程式')).toEqual(['C 程式設計']);
    expect(filterCourses(courses, '資料').map((group) => group.category)).toEqual(['sophomore']);
  });

  it('folds full-width punctuation in course names too', () => {
    expect(names('英文(一)')).toEqual(['英文（一）']);
  });

  it('finds nothing for a query no course contains', () => {
    expect(filterCourses(courses, '量子計算')).toEqual([]);
  });
});

describe('findCourse', () => {
  it('finds a course by id with its category, and null once it is gone', () => {
    expect(findCourse(courses, 5)).toEqual({ course: { id: 5, name: '高等演算法' }, category: 'graduate' });
    expect(findCourse(courses, 99)).toBeNull();
  });
});
