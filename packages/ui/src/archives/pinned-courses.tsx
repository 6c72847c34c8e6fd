import { Stack, Text } from '@mantine/core';
import type { CourseCategory, CourseSummary } from '@pastexam/api-contract';
import { useId, useMemo } from 'react';
import { archivesMessages } from '../i18n/compiled/archives.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';
import { CourseLinks } from './course-links.tsx';
import type { CourseGroup } from './search.ts';

export interface PinnedCoursesProps {
  /** The list's groups as shown (a search applied). */
  groups: readonly CourseGroup[];
  /** The courses the user follows. */
  followedCourseIds: ReadonlySet<number>;
  selectedCourseId: number | null;
  onSelect: (course: CourseSummary, category: CourseCategory) => void;
  courseHref: ((courseId: number) => string) | undefined;
}

/** 追蹤的課程, pinned above the categories: the followed courses among those shown, by category and name. */
export function PinnedCourses({
  groups,
  followedCourseIds,
  selectedCourseId,
  onSelect,
  courseHref,
}: PinnedCoursesProps) {
  const id = useId();
  const pinned = useMemo(
    () =>
      groups
        .map(({ category, courses }) => ({
          category,
          courses: courses.filter((course) => followedCourseIds.has(course.id)),
        }))
        .filter((group) => group.courses.length > 0),
    [groups, followedCourseIds],
  );
  const t = useT(archivesMessages);
  if (pinned.length === 0) return null;
  return (
    <Stack role="group" aria-labelledby={id} gap={0}>
      <Text id={id} fw={600} size="sm" px="sm" pb={4}>
        {t('archives.followedCourses')}
      </Text>
      {pinned.map(({ category, courses }) => (
        <CourseLinks
          key={category}
          category={category}
          courses={courses}
          selectedCourseId={selectedCourseId}
          onSelect={onSelect}
          courseHref={courseHref}
        />
      ))}
    </Stack>
  );
}
