import type { CourseCategory, CourseSummary, CoursesByCategory } from '@pastexam/api-contract';
import { courseCategories } from '@pastexam/api-contract';

/**
 * The form both sides of a search are compared in: NFKC folds full-width letters and digits (ＡＢＣ１２３) to
 * their half-width forms, and lower-casing makes the match case-insensitive.
 */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFKC').toLowerCase().trim();
}

/**
 * Each course's name in search form, worked out once per course object: a keystroke in the search compares
 * against hundreds of names, and NFKC normalisation is the costly part. Course objects stay the same while the
 * list is unchanged (the query cache keeps them across refetches), and a course gone from the list lets go of
 * its entry.
 */
const searchNames = new WeakMap<CourseSummary, string>();

function searchNameOf(course: CourseSummary): string {
  let name = searchNames.get(course);
  if (name === undefined) {
    name = normalizeSearchText(course.name);
    searchNames.set(course, name);
  }
  return name;
}

/** One category of the course list with the courses that match the search. */
export type CourseGroup = { category: CourseCategory; courses: CourseSummary[] };

/**
 * The categories in order, each with its courses whose name contains `query` (normalized). A blank query
 * keeps every category, even empty ones; a real query drops the categories without a match.
 */
export function filterCourses(courses: CoursesByCategory, query: string): CourseGroup[] {
  const needle = normalizeSearchText(query);
  const groups = courseCategories.map((category) => ({
    category,
    courses: needle
      ? courses[category].filter((course) => searchNameOf(course).includes(needle))
      : courses[category],
  }));
  return needle ? groups.filter((group) => group.courses.length > 0) : groups;
}

/** The course with `id` and its category, or null when no category holds it (any more). */
export function findCourse(
  courses: CoursesByCategory,
  id: number,
): { course: CourseSummary; category: CourseCategory } | null {
  for (const category of courseCategories) {
    const course = courses[category].find((candidate) => candidate.id === id);
    if (course) return { course, category };
  }
  return null;
}
