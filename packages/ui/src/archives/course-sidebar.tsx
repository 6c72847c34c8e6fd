import {
  Accordion,
  Badge,
  Button,
  CloseButton,
  EmptyState,
  Group,
  NavLink,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  type CourseCategory,
  type CourseSummary,
  type CoursesByCategory,
  courseCategories,
} from '@pastexam/api-contract';
import { courseCategoryLabels } from '@pastexam/api-contract/labels';
import { IconLayoutDashboard, IconSearch, IconSearchOff } from '@tabler/icons-react';
import { useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { CourseLinks } from './course-links.tsx';
import { LoadError } from './load-error.tsx';
import { PinnedCourses } from './pinned-courses.tsx';
import { followInPage } from './plain-click.ts';
import { filterCourses } from './search.ts';
import { type CourseListScroll, scrollingParent, VIRTUALIZE_COURSES_FROM } from './virtual-course-links.tsx';

export interface CourseSidebarProps {
  /** The courses by category; null while they load. Required, no default. */
  courses: CoursesByCategory | null;
  /** A zh-TW message when the list could not be loaded; shown with a retry button. Default null. */
  error?: string | null;
  /** Called by 重試 after a load failure. Default: no retry button. */
  onRetry?: () => void;
  /** The course shown in the main area, highlighted here. Required, no default. */
  selectedCourseId: number | null;
  /** Called when a course is chosen. Required, no default. */
  onSelect: (course: CourseSummary, category: CourseCategory) => void;
  /** The address of a course's page: courses are then links, which also open in a new tab. Default: buttons. */
  courseHref?: (courseId: number) => string;
  /**
   * A 總覽 link above the search, to the page shown before a course is chosen: its address, whether it is
   * the page shown, and what a plain click does. Default: no such link.
   */
  overview?: { href: string; current: boolean; onOpen: () => void };
  /** The courses the user follows (追蹤), pinned above the categories. Default: none. */
  followedCourseIds?: ReadonlySet<number>;
}

/**
 * The course list: the seven categories in order (product §9.2), collapsible, with a search that ignores case
 * and full-/half-width differences. While searching, every category with a match is open. The courses the user
 * follows are pinned above the categories. A course a student's
 * upload created is marked 待審核 until an admin confirms or merges it.
 */
export function CourseSidebar({
  courses,
  error = null,
  onRetry,
  selectedCourseId,
  onSelect,
  courseHref,
  overview,
  followedCourseIds,
}: CourseSidebarProps) {
  const [query, setQuery] = useState('');
  // The field shows each keystroke at once; the list follows in a render React can interrupt for the next one.
  const listedQuery = useDeferredValue(query);
  const [opened, setOpened] = useState<string[]>([...courseCategories]);
  const searching = listedQuery.trim() !== '';
  const groups = useMemo(() => (courses ? filterCourses(courses, listedQuery) : []), [courses, listedQuery]);
  // The page passes a new function on every render; the course buttons keep one, so they need not redraw.
  const latestOnSelect = useRef(onSelect);
  useLayoutEffect(() => {
    latestOnSelect.current = onSelect;
  });
  const select = useCallback(
    (course: CourseSummary, category: CourseCategory) => latestOnSelect.current(course, category),
    [],
  );
  const latestCourseHref = useRef(courseHref);
  useLayoutEffect(() => {
    latestCourseHref.current = courseHref;
  });
  const hasHrefs = courseHref !== undefined;
  const hrefOf = useCallback((courseId: number) => latestCourseHref.current?.(courseId) ?? '', []);
  const scroll = useCourseListScroll(courses);

  return (
    <Stack ref={scroll.navRef} component="nav" aria-label="課程列表" gap="sm">
      {overview && (
        <NavLink
          component="a"
          href={overview.href}
          label="總覽"
          leftSection={<IconLayoutDashboard size={18} aria-hidden />}
          active={overview.current}
          aria-current={overview.current ? 'page' : undefined}
          onClick={followInPage(overview.onOpen)}
        />
      )}
      <TextInput
        label="搜尋課程"
        placeholder="輸入課程名稱"
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          query.trim() !== '' ? (
            <CloseButton size="sm" aria-label="清除搜尋" onClick={() => setQuery('')} />
          ) : null
        }
      />
      {error !== null ? (
        <LoadError message={error} onRetry={onRetry} />
      ) : courses === null ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label="正在載入課程">
          {[0, 1, 2, 3, 4].map((row) => (
            <Skeleton key={row} height={28} />
          ))}
        </Stack>
      ) : groups.length === 0 ? (
        <EmptyState
          size="sm"
          icon={<IconSearchOff size={28} aria-hidden />}
          title="找不到課程"
          description={`沒有名稱包含「${listedQuery.trim()}」的課程`}
        >
          <EmptyState.Actions>
            <Button size="xs" variant="light" onClick={() => setQuery('')}>
              清除搜尋
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      ) : (
        <>
          {followedCourseIds && (
            <PinnedCourses
              groups={groups}
              followedCourseIds={followedCourseIds}
              selectedCourseId={selectedCourseId}
              onSelect={select}
              courseHref={hasHrefs ? hrefOf : undefined}
            />
          )}
          <Accordion
            multiple
            variant="filled"
            chevronPosition="left"
            value={searching ? groups.map((group) => group.category) : opened}
            onChange={(value) => {
              // While searching every matching group stays open; the user's own choice comes back afterwards.
              if (!searching) setOpened(value);
            }}
          >
            {groups.map(({ category, courses: inGroup }) => (
              <Accordion.Item key={category} value={category}>
                <Accordion.Control>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text fw={600} size="sm">
                      {courseCategoryLabels[category]}
                    </Text>
                    <Badge size="sm" variant="light" color="gray" aria-label={`${inGroup.length} 門課程`}>
                      {inGroup.length}
                    </Badge>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <CourseLinks
                    category={category}
                    courses={inGroup}
                    selectedCourseId={selectedCourseId}
                    onSelect={select}
                    courseHref={hasHrefs ? hrefOf : undefined}
                    scroll={scroll.place ?? undefined}
                  />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </>
      )}
    </Stack>
  );
}

const notYetPlaced: CourseListScroll = { scroller: null, content: null };

/**
 * In a large department, where the course list scrolls (found once the sidebar is in the page: the panel beside
 * the page or the drawer's body; until then each category draws its first screenful); null in a small one,
 * which draws every course.
 */
function useCourseListScroll(courses: CoursesByCategory | null) {
  const navRef = useRef<HTMLDivElement>(null);
  const total =
    courses === null ? 0 : courseCategories.reduce((sum, category) => sum + courses[category].length, 0);
  const large = total >= VIRTUALIZE_COURSES_FROM;
  const [found, setFound] = useState<CourseListScroll>(notYetPlaced);
  useLayoutEffect(() => {
    const nav = navRef.current;
    if (!large || nav === null) return;
    setFound((current) =>
      current.content === nav ? current : { scroller: scrollingParent(nav), content: nav },
    );
  }, [large]);
  // A list the page itself scrolls (none the app has) draws every course: only an element's scroll is followed.
  const pageScrolls = found.content !== null && found.scroller === null;
  return { navRef, place: large && !pageScrolls ? found : null };
}
