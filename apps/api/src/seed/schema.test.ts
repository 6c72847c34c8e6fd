import { describe, expect, it } from 'vitest';
import { demoCoursesSchema, demoProfessorsSchema, parseDemoData } from './schema.ts';

const professors = {
  chenChihMing: { name: '陳志明', latinName: 'Chen Chih-Ming' },
  linMeiHua: { name: '林美華', latinName: 'Lin Mei-Hua' },
};
const course = {
  name: '資料結構',
  englishName: 'Data Structures',
  category: 'sophomore',
  professors: ['chenChihMing'],
  questions: [
    { prompt: 'Define a stack.', answer: 'Last in, first out.' },
    { prompt: 'Define a queue.', answer: 'First in, first out.' },
  ],
  archives: [{ professor: 'chenChihMing', academicYear: 113, type: 'quiz' }],
};
const parseCourses = (data: unknown) =>
  parseDemoData('courses/sophomore.json', demoCoursesSchema(professors), data);

describe('demo data files', () => {
  it('resolves professor keys and fills in the archive name and answers when left out', () => {
    const [parsed] = parseCourses([course]);
    expect(parsed?.archives).toEqual([
      {
        professor: professors.chenChihMing,
        academicYear: 113,
        type: 'quiz',
        name: '小考',
        hasAnswers: false,
      },
    ]);
    expect(parsed?.professors[0]).toBe(parsed?.archives[0]?.professor);
  });

  it('refuses a course file naming a professor professors.json does not have, saying which file and where', () => {
    const unknown = { ...course, professors: ['chenChihMing', 'nobody'] };
    expect(() => parseCourses([unknown])).toThrow(
      'The demo data file courses/sophomore.json is malformed:\n' +
        '✖ unknown professor "nobody": not a key of professors.json\n  → at [0].professors[1]',
    );
  });

  it("refuses an archive by a professor who is not one of the course's", () => {
    const stranger = { ...course, archives: [{ ...course.archives[0], professor: 'linMeiHua' }] };
    expect(() => parseCourses([stranger])).toThrow('林美華 does not teach 資料結構');
  });

  it('refuses missing fields, unknown fields, an unknown archive type and a professor without a printed name', () => {
    const { englishName: _, ...withoutEnglishName } = course;
    expect(() => parseCourses([withoutEnglishName])).toThrow(/englishName/);
    expect(() => parseCourses([{ ...course, credits: 3 }])).toThrow(/credits/);
    expect(() => parseCourses([{ ...course, archives: [{ ...course.archives[0], type: 'exam' }] }])).toThrow(
      /archives\[0\]\.type/,
    );
    expect(() =>
      parseDemoData('professors.json', demoProfessorsSchema, { chen: { name: '陳志明' } }),
    ).toThrow(/professors\.json is malformed:[\s\S]*latinName/);
  });
});
