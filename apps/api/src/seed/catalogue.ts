import { electiveCourses } from './courses/elective.ts';
import { freshmanCourses } from './courses/freshman.ts';
import { graduateCourses } from './courses/graduate.ts';
import { juniorCourses } from './courses/junior.ts';
import { seniorCourses } from './courses/senior.ts';
import { sophomoreCourses } from './courses/sophomore.ts';
import type { DemoArchive, DemoCourse } from './types.ts';

/**
 * A fictional Taiwanese computer science department: courses in every category, their professors and a
 * few dozen past exams from academic years 110-114. Fixed data, so every seeded database looks the same.
 * One course (人工智慧與倫理) deliberately has no archives, to show the empty state.
 */
export const demoCatalogue: readonly DemoCourse[] = [
  ...freshmanCourses,
  ...sophomoreCourses,
  ...juniorCourses,
  ...seniorCourses,
  ...graduateCourses,
  ...electiveCourses,
];

/** Every archive of the catalogue next to its course, in catalogue order. */
export function listDemoArchives(
  catalogue: readonly DemoCourse[] = demoCatalogue,
): { course: DemoCourse; archive: DemoArchive }[] {
  return catalogue.flatMap((course) => course.archives.map((archive) => ({ course, archive })));
}
