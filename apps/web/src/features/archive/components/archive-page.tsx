import { Box, Drawer, Group, Skeleton, Stack } from '@mantine/core';
import type { Archive } from '@pastexam/api-contract';
import {
  type ArchiveFilter,
  ArchiveWelcome,
  CourseArchives,
  CourseSidebar,
  emptyArchiveFilter,
} from '@pastexam/ui/archive';
import { type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useShellState } from '../../../app/shell-state.tsx';
import { track } from '../../../lib/analytics.ts';
import {
  DialogUnavailable,
  lazyComponent,
  useOpenedOnce,
  usePreloadWhenIdle,
} from '../../../lib/lazy-component.ts';
import { useArchiveData } from '../hooks/use-archive-data.ts';
import { useArchiveDownload } from '../hooks/use-archive-download.ts';
import type { ArchivePreviewProps } from './archive-preview.tsx';

// The preview dialog is its own chunk, fetched once the page is idle: the list comes first.
const ArchivePreview = lazyComponent(
  () => import('./archive-preview.tsx').then((module) => module.ArchivePreview),
  ({ archive, onClose }: ArchivePreviewProps) => (
    <DialogUnavailable opened={archive !== null} onClose={onClose} />
  ),
);

/** What the page hands the management buttons it shows: which course is shown, and how to react to a change. */
export type ArchivePageActions = {
  /** The course shown, or null before one is chosen. */
  selectedCourseId: number | null;
  /** Shows a course, unfiltered: the one an upload went to. */
  showCourse: (courseId: number) => void;
};

export type ArchivePageProps = {
  /** The signed-in user's display name, greeted before a course is chosen. */
  userName: string;
  /** Buttons in the header of the main area (upload). Default: none. */
  renderHeaderActions?: (page: ArchivePageActions) => ReactNode;
  /**
   * Buttons on each archive row (edit, move, delete) for those allowed, told to call `onChanged` after a
   * change so focus stays in the list when the row goes. Default: none.
   */
  renderArchiveActions?: (archive: Archive, courseId: number, onChanged: () => void) => ReactNode;
};

/** The archive (product §4, issue 3): the course list by category beside the chosen course's past exams. */
export function ArchivePage({ userName, renderHeaderActions, renderArchiveActions }: ArchivePageProps) {
  const shell = useShellState();
  const data = useArchiveData();
  const { selected } = data;
  const [filterState, setFilterState] = useState<{ courseId: number | null; filter: ArchiveFilter }>({
    courseId: null,
    filter: emptyArchiveFilter,
  });
  const [previewing, setPreviewing] = useState<Archive | null>(null);
  const previewMounted = useOpenedOnce(previewing !== null);
  usePreloadWhenIdle(ArchivePreview);
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
      data.selectCourseId(shown);
      // The list starts unfiltered, so the new archive is there to see even if the filter excluded it.
      setFilterState({ courseId: null, filter: emptyArchiveFilter });
    },
  });

  const sidebar = (
    <CourseSidebar
      courses={data.courses}
      error={data.coursesError}
      onRetry={() => void data.reloadCourses()}
      selectedCourseId={courseId}
      onSelect={(course) => {
        data.select(course);
        setFilterState({ courseId: course.id, filter: emptyArchiveFilter });
        if (shell.sidebarMode === 'drawer') shell.closeSidebar();
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
          {selected ? (
            <CourseArchives
              course={{ ...selected.course, category: selected.category }}
              archives={data.archives}
              error={data.archivesError}
              onRetry={data.reloadArchives}
              filter={filter}
              onFilterChange={(next) => setFilterState({ courseId, filter: next })}
              actions={actions}
              renderActions={renderActions}
              onPreview={openPreview}
              onDownload={(archive) => void download(selected.course.id, archive)}
              downloadingId={downloadingId}
            />
          ) : data.courses === null && data.coursesError === null ? (
            <Stack gap="md" aria-busy="true" aria-label="正在載入">
              <Skeleton height={36} width="40%" />
              <Skeleton height={72} />
            </Stack>
          ) : (
            <Stack gap="lg">
              {actions && <Group justify="flex-end">{actions}</Group>}
              <ArchiveWelcome
                userName={userName}
                onChooseCourse={shell.sidebarMode === 'drawer' ? shell.toggleSidebar : undefined}
              />
            </Stack>
          )}
        </Box>
      </Box>
      {selected && previewMounted && (
        <Suspense fallback={null}>
          <ArchivePreview.Component
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
