import { type CoursesByCategory, courseCategories } from '@pastexam/api-contract';
import { useDeferredValue, useMemo, useState } from 'react';
import { filterCourses } from './search.ts';

/**
 * The course list's search and which categories are open. The field shows each keystroke at once; the list
 * follows in a render React can interrupt for the next one. While searching every matching category is open;
 * the user's own choice comes back afterwards.
 */
export function useCourseSearch(courses: CoursesByCategory | null) {
  const [query, setQuery] = useState('');
  const listedQuery = useDeferredValue(query);
  const [chosenOpen, setChosenOpen] = useState<string[]>([...courseCategories]);
  const searching = listedQuery.trim() !== '';
  const groups = useMemo(() => (courses ? filterCourses(courses, listedQuery) : []), [courses, listedQuery]);
  const opened = searching ? groups.map((group) => group.category) : chosenOpen;
  const setOpened = (value: string[]) => {
    if (!searching) setChosenOpen(value);
  };
  return { query, setQuery, listedQuery, groups, opened, setOpened };
}
