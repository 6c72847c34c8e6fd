import { Badge, NavLink, Text } from '@mantine/core';
import type { CourseCategory, CourseSummary } from '@pastexam/api-contract';
import { memo } from 'react';

export interface CourseLinksProps {
  /** The category these courses are listed under. Required, no default. */
  category: CourseCategory;
  /** The category's courses to show (those matching the search). Required, no default. */
  courses: readonly CourseSummary[];
  /** The course shown in the main area, highlighted. Required, no default. */
  selectedCourseId: number | null;
  /** Called when a course is chosen; the same function from one render to the next. Required, no default. */
  onSelect: (course: CourseSummary, category: CourseCategory) => void;
}

/** One course of the list: a button, marked as current when it is the one shown and 待審核 until an admin confirms it. */
const CourseLink = memo(function CourseLink({
  course,
  category,
  selected,
  onSelect,
}: {
  course: CourseSummary;
  category: CourseCategory;
  selected: boolean;
  onSelect: CourseLinksProps['onSelect'];
}) {
  return (
    <NavLink
      component="button"
      label={course.name}
      rightSection={
        course.pending ? (
          <Badge size="xs" variant="filled" color="yellow" autoContrast>
            待審核
          </Badge>
        ) : null
      }
      active={selected}
      aria-current={selected ? 'true' : undefined}
      onClick={() => onSelect(course, category)}
    />
  );
});

/**
 * The courses of one category. Each course re-renders only when it becomes or stops being the selected one, so a
 * keystroke in the search or a folded category does not redraw hundreds of unchanged buttons.
 */
export const CourseLinks = memo(function CourseLinks({
  category,
  courses,
  selectedCourseId,
  onSelect,
}: CourseLinksProps) {
  if (courses.length === 0)
    return (
      <Text size="sm" c="dimmed" px="sm">
        尚無課程
      </Text>
    );
  return courses.map((course) => (
    <CourseLink
      key={course.id}
      course={course}
      category={category}
      selected={course.id === selectedCourseId}
      onSelect={onSelect}
    />
  ));
});
