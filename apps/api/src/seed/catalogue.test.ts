import { archiveUpdateSchema, courseCategories, courseInputSchema } from '@pastexam/api-contract';
import { describe, expect, it } from 'vitest';
import { demoCatalogue, listDemoArchives } from './catalogue.ts';

const archives = listDemoArchives();

describe('demo catalogue', () => {
  it('has courses in every one of the seven categories', () => {
    for (const category of courseCategories) {
      expect(demoCatalogue.filter((course) => course.category === category).length).toBeGreaterThan(0);
    }
  });

  it('holds the courses a CS student expects to find', () => {
    const names = demoCatalogue.map((course) => course.name);
    for (const name of [
      '計算機概論',
      '程式設計(一)',
      '微積分(一)',
      '資料結構',
      '離散數學',
      '計算機組織',
      '演算法',
      '作業系統',
      '計算機網路',
      '編譯器設計',
      '資訊安全',
      '機器學習',
      '分散式系統',
      '金融科技導論',
      '科技與社會',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('fits the course rules of the API: valid names, unique per category', () => {
    for (const course of demoCatalogue) {
      expect(courseInputSchema.safeParse({ name: course.name, category: course.category }).success).toBe(
        true,
      );
    }
    const keys = demoCatalogue.map((course) => `${course.category}/${course.name}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every course one or two professors with Chinese names, and questions for both halves', () => {
    for (const course of demoCatalogue) {
      expect(course.professors.length).toBeGreaterThanOrEqual(1);
      expect(course.professors.length).toBeLessThanOrEqual(2);
      for (const professor of course.professors) expect(professor.name).toMatch(/^\p{Script=Han}{2,4}$/u);
      expect(course.questions.length).toBeGreaterThanOrEqual(4);
    }
  });

  it('has a few dozen archives over academic years 110 to 114, of every type, some with answers', () => {
    expect(archives.length).toBeGreaterThanOrEqual(30);
    expect(archives.length).toBeLessThanOrEqual(80);
    expect(new Set(archives.map(({ archive }) => archive.academicYear))).toEqual(
      new Set([110, 111, 112, 113, 114]),
    );
    expect(new Set(archives.map(({ archive }) => archive.type))).toEqual(
      new Set(['midterm', 'final', 'quiz', 'other']),
    );
    const withAnswers = archives.filter(({ archive }) => archive.hasAnswers).length;
    expect(withAnswers).toBeGreaterThan(0);
    expect(withAnswers).toBeLessThan(archives.length);
  });

  it("fits the archive rules of the API, each archive by one of its course's professors", () => {
    for (const { course, archive } of archives) {
      expect(course.professors).toContain(archive.professor);
      const parsed = archiveUpdateSchema.safeParse({
        professor: archive.professor.name,
        academic_year: archive.academicYear,
        archive_type: archive.type,
        name: archive.name,
        has_answers: archive.hasAnswers,
      });
      expect(parsed.success).toBe(true);
    }
  });

  it('gives the AI exam feature material: professors with several midterms and finals', () => {
    const examsPerProfessorAndCourse = new Map<string, number>();
    for (const { course, archive } of archives) {
      if (archive.type !== 'midterm' && archive.type !== 'final') continue;
      const key = `${course.name}/${archive.professor.name}`;
      examsPerProfessorAndCourse.set(key, (examsPerProfessorAndCourse.get(key) ?? 0) + 1);
    }
    const wellCovered = [...examsPerProfessorAndCourse.values()].filter((count) => count >= 3);
    expect(wellCovered.length).toBeGreaterThanOrEqual(5);
  });

  it('keeps one course without archives, so the empty state can be seen', () => {
    expect(demoCatalogue.some((course) => course.archives.length === 0)).toBe(true);
  });
});
