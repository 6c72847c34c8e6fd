import { Badge, NavLink, Text } from '@mantine/core';
import type { CourseCategory, CourseSummary } from '@pastexam/api-contract';
import { memo } from 'react';
import { archivesMessages } from '../i18n/compiled/archives.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';
import { CoverageText } from '../progress/coverage-text.tsx';
import { followInPage } from './plain-click.ts';
import { type CourseListScroll, VirtualCourseLinks } from './virtual-course-links.tsx';

export interface CourseLinksProps {
  /** The category these courses are listed under. Required, no default. */
  category: CourseCategory;
  /** The category's courses to show (those matching the search). Required, no default. */
  courses: readonly CourseSummary[];
  /** The course shown in the main area, highlighted. Required, no default. */
  selectedCourseId: number | null;
  /** Called when a course is chosen; the same function from one render to the next. Required, no default. */
  onSelect: (course: CourseSummary, category: CourseCategory) => void;
  /**
   * The address of a course's page: each course is then a link, which also opens in a new tab; the same
   * function from one render to the next. Default: buttons, with no address.
   */
  courseHref?: ((courseId: number) => string) | undefined;
  /**
   * Where the course list scrolls, when a large department draws only the courses near its visible part.
   * Default: every course drawn.
   */
  scroll?: CourseListScroll | undefined;
}

/**
 * One course of the list: a link to its page (or a button without one), marked as current when it is the one
 * shown and 待審核 until an admin confirms it.
 */
const CourseLink = memo(function CourseLink({
  course,
  category,
  selected,
  onSelect,
  href,
}: {
  course: CourseSummary;
  category: CourseCategory;
  selected: boolean;
  onSelect: CourseLinksProps['onSelect'];
  href: string | undefined;
}) {
  const t = useT(archivesMessages);
  const shared = {
    label: course.name,
    // Only a course with questions has a second line: the others keep their one-line height.
    description: course.question_count ? <CoverageText coverage={course} /> : undefined,
    rightSection: course.pending ? (
      <Badge size="xs" variant="filled" color="yellow" autoContrast>
        {t('archives.pending')}
      </Badge>
    ) : null,
    active: selected,
  };
  const select = () => onSelect(course, category);
  return href === undefined ? (
    <NavLink component="button" {...shared} aria-current={selected ? 'true' : undefined} onClick={select} />
  ) : (
    <NavLink
      component="a"
      href={href}
      {...shared}
      aria-current={selected ? 'page' : undefined}
      onClick={followInPage(select)}
    />
  );
});

/**
 * The courses of one category. Each course re-renders only when it becomes or stops being the selected one, so a
 * keystroke in the search or a folded category does not redraw hundreds of unchanged links. In a large
 * department (`scroll` given) only the courses near the visible part of the list are drawn.
 */
export const CourseLinks = memo(function CourseLinks({
  category,
  courses,
  selectedCourseId,
  onSelect,
  courseHref,
  scroll,
}: CourseLinksProps) {
  const t = useT(archivesMessages);
  if (courses.length === 0)
    return (
      <Text size="sm" c="dimmed" px="sm">
        {t('archives.noCourses')}
      </Text>
    );
  const renderCourse = (course: CourseSummary) => (
    <CourseLink
      key={course.id}
      course={course}
      category={category}
      selected={course.id === selectedCourseId}
      onSelect={onSelect}
      href={courseHref?.(course.id)}
    />
  );
  if (scroll)
    return (
      <VirtualCourseLinks
        courses={courses}
        selectedCourseId={selectedCourseId}
        scroll={scroll}
        renderCourse={renderCourse}
      />
    );
  return courses.map(renderCourse);
});
