import { Box, Drawer, Group } from '@mantine/core';
import type { Archive } from '@pastexam/api-contract';
import { type ArchiveFilter, CourseSidebar, emptyArchiveFilter } from '@pastexam/ui/archives';
import { toast } from '@pastexam/ui/toast';
import { type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { track } from '../../../lib/analytics.ts';
import type { ContentSearch } from '../../../lib/archive-address.ts';
import { type LazyComponent, useOpenedOnce, usePreloadWhenIdle } from '../../../lib/lazy-component.ts';
import { useArchiveLocation } from '../../../lib/use-archive-location.ts';
import { useRecordCourseVisit } from '../api/archive-overview.ts';
import { useArchiveData } from '../hooks/use-archive-data.ts';
import { useArchiveDownload } from '../hooks/use-archive-download.ts';
import { useLastCourse } from '../hooks/use-last-course.ts';
import { ArchiveMain, preloadArchiveStates } from './archive-main.tsx';
import type { ArchivePreviewProps } from './archive-preview.tsx';

/** What the main area shows while a search is in the address: its results, and the preview of an opened hit. */
export type SearchPanelProps = {
  /** The search in the address, with its words. */
  search: ContentSearch & { q: string };
};

/**
 * The parts of the page fetched in chunks of their own, which the app composes from other features: the preview
 * (with the archive's discussion beside it) and a search's results.
 */
export type ArchivePanels = {
  Preview: LazyComponent<ArchivePreviewProps>;
  Search: LazyComponent<SearchPanelProps>;
};

/** What the page hands the management buttons it shows: which course is shown, and how to react to a change. */
export type ArchivePageActions = {
  /** The course shown, or null before one is chosen. */
  selectedCourseId: number | null;
  /** Shows a course, unfiltered: the one an upload went to. */
  showCourse: (courseId: number) => void;
};

/**
 * Where the course list is, as the shell's top bar toggles it: beside the page, or a drawer on narrow screens.
 */
export type CourseListPlacement = {
  sidebarMode: 'inline' | 'drawer';
  /** Shown or hidden by the top bar's toggle. */
  sidebarOpened: boolean;
  toggleSidebar: () => void;
  /** Closes the list (the drawer after a course is chosen). */
  closeSidebar: () => void;
};

export type ArchivePageProps = {
  /** The signed-in user's display name, greeted before a course is chosen. */
  userName: string;
  /** Where the course list is and whether it is shown; the shell's state, which its top bar toggles. Required. */
  shell: CourseListPlacement;
  /** The preview and the search's results, composed by the app. Required. */
  panels: ArchivePanels;
  /** Buttons in the header of the main area (upload). Default: none. */
  renderHeaderActions?: (page: ArchivePageActions) => ReactNode;
  /**
   * Buttons on each archive row (edit, move, delete) for those allowed, told to call `onChanged` after a
   * change so focus stays in the list when the row goes. Default: none.
   */
  renderArchiveActions?: (archive: Archive, courseId: number, onChanged: () => void) => ReactNode;
};

/**
 * The archive (product §4): the course list by category beside the course the address names (/archive?course=3),
 * or, before one is chosen, the overview.
 */
export function ArchivePage({
  userName,
  shell,
  panels,
  renderHeaderActions,
  renderArchiveActions,
}: ArchivePageProps) {
  const location = useArchiveLocation();
  const { search, go, hrefOf } = location;
  const data = useArchiveData(typeof search.course === 'number' ? search.course : null);
  const { selected } = data;
  const reopening = useLastCourse(location, data);
  const [filterState, setFilterState] = useState<{ courseId: number | null; filter: ArchiveFilter }>({
    courseId: null,
    filter: emptyArchiveFilter,
  });
  const [previewing, setPreviewing] = useState<Archive | null>(null);
  const previewMounted = useOpenedOnce(previewing !== null);
  usePreloadWhenIdle(panels.Preview, { preload: preloadArchiveStates });
  const { downloadingId, download } = useArchiveDownload();

  // A row's delete or move takes away the row that held focus (or the dialog that returns focus to it); once the
  // list is refreshed without it, focus continues from the main area instead of falling to the top of the page.
  const main = useRef<HTMLElement>(null);
  const changedArchive = useRef<number | null>(null);
  useEffect(() => {
    const changed = changedArchive.current;
    if (data.archives === null || changed === null) return;
    changedArchive.current = null;
    if (data.archives.some((archive) => archive.id === changed)) return;
    const focused = document.activeElement;
    if (focused instanceof Node && focused.isConnected && main.current?.contains(focused)) return;
    main.current?.focus();
  }, [data.archives]);

  const courseId = selected?.course.id ?? null;
  // Each course shown is noted as visited, for the overview's 最近瀏覽的課程.
  const { mutate: recordVisit } = useRecordCourseVisit();
  useEffect(() => {
    if (courseId !== null) recordVisit(courseId);
  }, [courseId, recordVisit]);

  // An address with an archive (a link from the overview) opens its preview once the course's list holds it;
  // the address then drops it, so that a reload or Back does not open it again.
  const wantedArchive = courseId !== null ? search.archive : undefined;
  const openedFromAddress = useRef<string | null>(null);
  useEffect(() => {
    if (wantedArchive === undefined || courseId === null || data.archives === null) return;
    // Once per address: the list may change again before the address has dropped the archive.
    const key = `${courseId}/${wantedArchive}`;
    if (openedFromAddress.current === key) return;
    openedFromAddress.current = key;
    const found = data.archives.find((archive) => archive.id === wantedArchive);
    if (found) {
      setPreviewing(found);
      track('archive-view', { course_id: courseId, archive_id: found.id });
    } else {
      toast.warning('找不到這份考古題', '它可能已被刪除或移到其他課程');
    }
    go({ course: courseId }, { replace: true });
  }, [wantedArchive, courseId, data.archives, go]);

  // The same function while the course stays, so the list's rows need not be drawn again on every render.
  const renderActions = useMemo(
    () =>
      renderArchiveActions && courseId !== null
        ? (archive: Archive) =>
            renderArchiveActions(archive, courseId, () => {
              changedArchive.current = archive.id;
            })
        : undefined,
    [renderArchiveActions, courseId],
  );
  // Another course starts unfiltered.
  const filter = filterState.courseId === courseId ? filterState.filter : emptyArchiveFilter;
  const actions = renderHeaderActions?.({
    selectedCourseId: courseId,
    showCourse: (shown) => {
      if (shown !== courseId) go({ course: shown });
      // The list starts unfiltered, so the new archive is there to see even if the filter excluded it.
      setFilterState({ courseId: null, filter: emptyArchiveFilter });
    },
  });
  const closeDrawer = () => {
    if (shell.sidebarMode === 'drawer') shell.closeSidebar();
  };
  const openCourse = (id: number) => {
    if (id !== courseId) go({ course: id });
    setFilterState({ courseId: id, filter: emptyArchiveFilter });
    closeDrawer();
  };
  const showingOverview = search.course === undefined && !reopening;

  const sidebar = (
    <CourseSidebar
      courses={data.courses}
      error={data.coursesError}
      onRetry={() => void data.reloadCourses()}
      selectedCourseId={courseId}
      onSelect={(course) => openCourse(course.id)}
      courseHref={(id) => hrefOf({ course: id })}
      overview={{
        href: hrefOf({ overview: true }),
        current: showingOverview,
        onOpen: () => {
          if (!showingOverview) go({ overview: true });
          closeDrawer();
        },
      }}
    />
  );

  function openPreview(archive: Archive) {
    setPreviewing(archive);
    if (courseId !== null) track('archive-view', { course_id: courseId, archive_id: archive.id });
  }

  return (
    <Group align="flex-start" gap={0} wrap="nowrap">
      {shell.sidebarMode === 'inline' && shell.sidebarOpened && (
        <Box
          w={300}
          p="md"
          style={{
            flexShrink: 0,
            position: 'sticky',
            top: 'var(--shell-header-height)',
            // The full height of the window, not of the list: the border runs to the bottom even when a search
            // leaves the list short.
            height: 'calc(100dvh - var(--shell-header-height))',
            overflowY: 'auto',
            borderRight: '1px solid var(--mantine-color-default-border)',
          }}
        >
          {sidebar}
        </Box>
      )}
      {shell.sidebarMode === 'drawer' && (
        <Drawer
          opened={shell.sidebarOpened}
          onClose={shell.closeSidebar}
          title="課程列表"
          size="85%"
          closeButtonProps={{ 'aria-label': '關閉課程列表' }}
        >
          {sidebar}
        </Drawer>
      )}
      <Box
        ref={main}
        component="section"
        tabIndex={-1}
        aria-label="考古題"
        p={{ base: 'md', sm: 'xl' }}
        style={{ flex: 1, minWidth: 0 }}
      >
        <Box maw={1000} mx="auto">
          {search.q ? (
            <Suspense fallback={null}>
              <panels.Search.Component search={{ ...search, q: search.q }} />
            </Suspense>
          ) : (
            <ArchiveMain
              userName={userName}
              data={data}
              location={location}
              reopening={reopening}
              filter={filter}
              onFilterChange={(next) => setFilterState({ courseId, filter: next })}
              actions={actions}
              renderActions={renderActions}
              onPreview={openPreview}
              download={download}
              downloadingId={downloadingId}
              onChooseCourse={shell.sidebarMode === 'drawer' ? shell.toggleSidebar : undefined}
              onOpenCourse={openCourse}
            />
          )}
        </Box>
      </Box>
      {selected && previewMounted && (
        <Suspense fallback={null}>
          <panels.Preview.Component
            archive={previewing}
            course={{ id: selected.course.id, name: selected.course.name }}
            onClose={() => setPreviewing(null)}
            onDownload={(archive) => void download(selected.course.id, archive)}
            downloading={previewing !== null && downloadingId === previewing.id}
          />
        </Suspense>
      )}
    </Group>
  );
}
