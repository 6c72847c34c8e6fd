import { Box, Group } from '@mantine/core';
import type { Archive } from '@pastexam/api-contract';
import { useT } from '@pastexam/ui/i18n';
import { archivesMessages } from '@pastexam/ui/messages/archives';
import { type ReactNode, type RefObject, Suspense } from 'react';
import type { ContentSearch } from '../../../lib/archive-address.ts';
import { type LazyComponent, useOpenedOnce, usePreloadWhenIdle } from '../../../lib/lazy-component.ts';
import { type ArchiveLocation, useArchiveLocation } from '../../../lib/use-archive-location.ts';
import { useArchiveData } from '../hooks/use-archive-data.ts';
import { useArchiveDownload } from '../hooks/use-archive-download.ts';
import { useArchivePreview } from '../hooks/use-archive-preview.ts';
import { useCourseChoice } from '../hooks/use-course-choice.ts';
import { useLastCourse } from '../hooks/use-last-course.ts';
import { useRowActions } from '../hooks/use-row-actions.ts';
import { ArchiveCourseList } from './archive-course-list.tsx';
import { ArchiveMain, preloadArchiveStates } from './archive-main.tsx';
import type { ArchivePreviewProps } from './archive-preview.tsx';
import { type CourseListPlacement, closeCourseDrawer } from './course-list-panel.tsx';

export type { CourseListPlacement } from './course-list-panel.tsx';

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
  /** The same course with its name, or null. */
  selectedCourse: { id: number; name: string } | null;
  /** Shows a course, unfiltered: the one an upload went to. */
  showCourse: (courseId: number) => void;
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
  /** What the course shown has between its header and its archives (許願池). Default: nothing. */
  renderCourseAside?: (course: { id: number; name: string }) => ReactNode;
  /**
   * Buttons on each archive row (edit, move, delete) for those allowed, told to call `onChanged` after a
   * change so focus stays in the list when the row goes. Default: none.
   */
  renderArchiveActions?: (archive: Archive, courseId: number, onChanged: () => void) => ReactNode;
  /** The courses the reader follows (追蹤), pinned atop the course list. Default: none. */
  followedCourseIds?: ReadonlySet<number> | undefined;
  /** Above the overview, before a course is chosen (今天要複習). Default: nothing. */
  overviewTop?: ReactNode;
};

/** The main area: a search's results while the address holds one, else `children` (the course or the overview). */
function MainArea({
  mainRef,
  search,
  Search,
  children,
}: {
  mainRef: RefObject<HTMLElement | null>;
  search: ContentSearch;
  Search: ArchivePanels['Search'];
  children: ReactNode;
}) {
  const t = useT(archivesMessages);
  return (
    <Box
      ref={mainRef}
      component="section"
      tabIndex={-1}
      aria-label={t('archives.title')}
      p={{ base: 'md', sm: 'xl' }}
      style={{ flex: 1, minWidth: 0 }}
    >
      <Box maw={1000} mx="auto">
        {search.q ? (
          <Suspense fallback={null}>
            <Search.Component search={{ ...search, q: search.q }} />
          </Suspense>
        ) : (
          children
        )}
      </Box>
    </Box>
  );
}

/**
 * The course the address names, once the course list holds it, with its archives; whether the last course is
 * being reopened; and how a course is chosen and its list filtered.
 */
function useCourseShown(location: ArchiveLocation) {
  const { search } = location;
  const data = useArchiveData(typeof search.course === 'number' ? search.course : null);
  const { selected } = data;
  const courseId = selected?.course.id ?? null;
  const reopening = useLastCourse(location, data);
  const choice = useCourseChoice(location, courseId);
  const course = selected && { id: selected.course.id, name: selected.course.name };
  return { data, courseId, course, reopening, choice };
}

/**
 * The archive (product §4): the course list by category beside the course the address names (/archive?course=3),
 * or, before one is chosen, the overview.
 */
export function ArchivePage({
  userName,
  shell,
  panels,
  renderHeaderActions,
  renderCourseAside,
  renderArchiveActions,
  followedCourseIds,
  overviewTop,
}: ArchivePageProps) {
  const location = useArchiveLocation();
  const { search } = location;
  const { data, courseId, course, reopening, choice } = useCourseShown(location);
  const preview = useArchivePreview(location, courseId, data.archives);
  const previewMounted = useOpenedOnce(preview.previewing !== null);
  usePreloadWhenIdle(panels.Preview, { preload: preloadArchiveStates });
  const { downloadingId, download } = useArchiveDownload();
  const { main, renderActions } = useRowActions(renderArchiveActions, courseId, data.archives);

  const actions = renderHeaderActions?.({
    selectedCourseId: courseId,
    selectedCourse: course,
    showCourse: choice.show,
  });
  const aside = course && renderCourseAside?.(course);
  const openCourse = (id: number) => {
    choice.choose(id);
    closeCourseDrawer(shell);
  };

  return (
    <Group align="flex-start" gap={0} wrap="nowrap">
      <ArchiveCourseList
        shell={shell}
        data={data}
        location={location}
        selectedCourseId={courseId}
        showingOverview={search.course === undefined && !reopening}
        onOpenCourse={openCourse}
        followedCourseIds={followedCourseIds}
      />
      <MainArea mainRef={main} search={search} Search={panels.Search}>
        <ArchiveMain
          userName={userName}
          data={data}
          location={location}
          reopening={reopening}
          filter={choice.filter}
          onFilterChange={choice.setFilter}
          actions={actions}
          aside={aside}
          renderActions={renderActions}
          onPreview={preview.openPreview}
          download={download}
          downloadingId={downloadingId}
          onChooseCourse={shell.sidebarMode === 'drawer' ? shell.toggleSidebar : undefined}
          onOpenCourse={openCourse}
          overviewTop={overviewTop}
        />
      </MainArea>
      {course && previewMounted && (
        <Suspense fallback={null}>
          <panels.Preview.Component
            archive={preview.previewing}
            question={preview.question}
            course={course}
            onClose={preview.closePreview}
            onDownload={(archive) => void download(course.id, archive)}
            downloading={preview.previewing !== null && downloadingId === preview.previewing.id}
          />
        </Suspense>
      )}
    </Group>
  );
}
