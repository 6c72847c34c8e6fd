import { Accordion, Badge, Group, Text } from '@mantine/core';
import type { CourseCategory, CourseSummary } from '@pastexam/api-contract';
import { archivesMessages } from '../i18n/compiled/archives.catalogue.ts';
import { useLabels } from '../i18n/labels.ts';
import { useT } from '../i18n/locale-provider.tsx';
import { CourseLinks } from './course-links.tsx';
import type { CourseGroup } from './search.ts';
import type { CourseListScroll } from './virtual-course-links.tsx';

export interface CourseCategoriesProps {
  /** The list's groups as shown (a search applied). Required, no default. */
  groups: readonly CourseGroup[];
  /** The categories shown open. Required, no default. */
  opened: string[];
  /** Called when the user opens or closes a category. Required, no default. */
  onOpenedChange: (opened: string[]) => void;
  /** The course shown in the main area, highlighted. Required, no default. */
  selectedCourseId: number | null;
  /** Called when a course is chosen; the same function from one render to the next. Required, no default. */
  onSelect: (course: CourseSummary, category: CourseCategory) => void;
  /** The address of a course's page, the same function from one render to the next. Default: buttons. */
  courseHref: ((courseId: number) => string) | undefined;
  /** Where a large department's list scrolls. Default: every course drawn. */
  scroll: CourseListScroll | undefined;
}

/** The categories of the course list, each a collapsible section headed by its name and its number of courses. */
export function CourseCategories({
  groups,
  opened,
  onOpenedChange,
  selectedCourseId,
  onSelect,
  courseHref,
  scroll,
}: CourseCategoriesProps) {
  const t = useT(archivesMessages);
  const labels = useLabels();
  return (
    // A folded category draws nothing: its links are unmounted once it has closed (a large department's DOM).
    <Accordion
      multiple
      variant="filled"
      chevronPosition="left"
      keepMounted={false}
      value={opened}
      onChange={onOpenedChange}
    >
      {groups.map(({ category, courses }) => (
        <Accordion.Item key={category} value={category}>
          <Accordion.Control>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={600} size="sm">
                {labels.courseCategory[category]}
              </Text>
              <Badge
                size="sm"
                variant="light"
                color="gray"
                aria-label={t('archives.courseCount', { count: courses.length })}
              >
                {courses.length}
              </Badge>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <CourseLinks
              category={category}
              courses={courses}
              selectedCourseId={selectedCourseId}
              onSelect={onSelect}
              courseHref={courseHref}
              scroll={scroll}
            />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
