import electiveCourses from './courses/elective.json' with { type: 'json' };
import freshmanCourses from './courses/freshman.json' with { type: 'json' };
import graduateCourses from './courses/graduate.json' with { type: 'json' };
import juniorCourses from './courses/junior.json' with { type: 'json' };
import seniorCourses from './courses/senior.json' with { type: 'json' };
import sophomoreCourses from './courses/sophomore.json' with { type: 'json' };
import demoProfessors from './professors.json' with { type: 'json' };
import {
  type DemoArchive,
  type DemoCourse,
  demoCoursesSchema,
  demoProfessorsSchema,
  parseDemoData,
} from './schema.ts';

const coursesSchema = demoCoursesSchema(
  parseDemoData('professors.json', demoProfessorsSchema, demoProfessors),
);
const courses = (file: string, data: unknown) => parseDemoData(`courses/${file}`, coursesSchema, data);

/**
 * A fictional Taiwanese computer science department: courses in every category, their professors and a
 * few dozen past exams from academic years 110-114. Fixed data, so every seeded database looks the same.
 * One course (人工智慧與倫理) deliberately has no archives, to show the empty state.
 */
export const demoCatalogue: readonly DemoCourse[] = [
  ...courses('freshman.json', freshmanCourses),
  ...courses('sophomore.json', sophomoreCourses),
  ...courses('junior.json', juniorCourses),
  ...courses('senior.json', seniorCourses),
  ...courses('graduate.json', graduateCourses),
  // Interdisciplinary and general-education courses open to the department's students.
  ...courses('elective.json', electiveCourses),
];

/** Every archive of the catalogue next to its course, in catalogue order. */
export function listDemoArchives(
  catalogue: readonly DemoCourse[] = demoCatalogue,
): { course: DemoCourse; archive: DemoArchive }[] {
  return catalogue.flatMap((course) => course.archives.map((archive) => ({ course, archive })));
}
