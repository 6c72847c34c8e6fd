import { Button, CloseButton, EmptyState, NavLink, Skeleton, Stack, TextInput } from '@mantine/core';
import {
  type CourseCategory,
  type CourseSummary,
  type CoursesByCategory,
  courseCategories,
} from '@pastexam/api-contract';
import { IconLayoutDashboard, IconSearch, IconSearchOff } from '@tabler/icons-react';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { archivesMessages } from '../i18n/compiled/archives.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';
import { CourseCategories } from './course-categories.tsx';
import { LoadError } from './load-error.tsx';
import { PinnedCourses } from './pinned-courses.tsx';
import { followInPage } from './plain-click.ts';
import { useCourseSearch } from './use-course-search.ts';
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
  const { query, setQuery, listedQuery, groups, opened, setOpened } = useCourseSearch(courses);
  const handlers = useSteadyCourseHandlers(onSelect, courseHref);
  const scroll = useCourseListScroll(courses);
  const t = useT(archivesMessages);

  return (
    <Stack ref={scroll.navRef} component="nav" aria-label={t('archives.courseList')} gap="sm">
      {overview && (
        <NavLink
          component="a"
          href={overview.href}
          label={t('archives.overview')}
          leftSection={<IconLayoutDashboard size={18} aria-hidden />}
          active={overview.current}
          aria-current={overview.current ? 'page' : undefined}
          onClick={followInPage(overview.onOpen)}
        />
      )}
      <CourseSearchField query={query} onChange={setQuery} />
      {error !== null ? (
        <LoadError message={error} onRetry={onRetry} />
      ) : courses === null ? (
        <CoursesLoading />
      ) : groups.length === 0 ? (
        <NoCourseFound query={listedQuery} onClear={() => setQuery('')} />
      ) : (
        <>
          {followedCourseIds && (
            <PinnedCourses
              groups={groups}
              followedCourseIds={followedCourseIds}
              selectedCourseId={selectedCourseId}
              onSelect={handlers.select}
              courseHref={handlers.hrefOf}
            />
          )}
          <CourseCategories
            groups={groups}
            opened={opened}
            onOpenedChange={setOpened}
            selectedCourseId={selectedCourseId}
            onSelect={handlers.select}
            courseHref={handlers.hrefOf}
            scroll={scroll.place ?? undefined}
          />
        </>
      )}
    </Stack>
  );
}

/** 搜尋課程, with a button that clears it once something is typed. */
function CourseSearchField({ query, onChange }: { query: string; onChange: (query: string) => void }) {
  const t = useT(archivesMessages);
  return (
    <TextInput
      label={t('archives.searchCourses')}
      placeholder={t('archives.searchPlaceholder')}
      value={query}
      onChange={(event) => onChange(event.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        query.trim() !== '' ? (
          <CloseButton size="sm" aria-label={t('archives.clearSearch')} onClick={() => onChange('')} />
        ) : null
      }
    />
  );
}

function CoursesLoading() {
  const t = useT(archivesMessages);
  return (
    <Stack gap="xs" role="status" aria-busy="true" aria-label={t('archives.loadingCourses')}>
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} height={28} />
      ))}
    </Stack>
  );
}

/** A search that matches no course, with a button that clears it. */
function NoCourseFound({ query, onClear }: { query: string; onClear: () => void }) {
  const t = useT(archivesMessages);
  return (
    <EmptyState
      size="sm"
      icon={<IconSearchOff size={28} aria-hidden />}
      title={t('archives.noCourseFound')}
      description={t('archives.noCourseNamed', { query: query.trim() })}
    >
      <EmptyState.Actions>
        <Button size="xs" variant="light" onClick={onClear}>
          {t('archives.clearSearch')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

/**
 * The page passes new functions on every render; the course links keep one of each, so they need not redraw,
 * and each call reaches the latest. `hrefOf` is undefined when courses have no address.
 */
function useSteadyCourseHandlers(
  onSelect: (course: CourseSummary, category: CourseCategory) => void,
  courseHref: ((courseId: number) => string) | undefined,
) {
  const latestOnSelect = useRef(onSelect);
  const latestCourseHref = useRef(courseHref);
  useLayoutEffect(() => {
    latestOnSelect.current = onSelect;
    latestCourseHref.current = courseHref;
  });
  const select = useCallback(
    (course: CourseSummary, category: CourseCategory) => latestOnSelect.current(course, category),
    [],
  );
  const hrefOf = useCallback((courseId: number) => latestCourseHref.current?.(courseId) ?? '', []);
  return { select, hrefOf: courseHref !== undefined ? hrefOf : undefined };
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
