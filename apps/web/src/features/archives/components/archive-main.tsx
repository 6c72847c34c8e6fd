import { Skeleton, Stack } from '@mantine/core';
import type { Archive } from '@pastexam/api-contract';
import { type ArchiveFilter, CourseArchives, LoadError } from '@pastexam/ui/archives';
import type { CourseNotFoundProps } from '@pastexam/ui/archives/course-not-found';
import type { ArchiveOverviewProps } from '@pastexam/ui/archives/overview';
import { useT } from '@pastexam/ui/i18n';
import { archivesMessages } from '@pastexam/ui/messages/archives';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect } from 'react';
import { errorStatus } from '../../../lib/api-client.ts';
import { lazyComponent } from '../../../lib/lazy-component.ts';
import { useServices } from '../../../lib/services.tsx';
import type { ArchiveLocation } from '../../../lib/use-archive-location.ts';
import { useLongWait } from '../../../lib/use-long-wait.ts';
import { archiveOverviewQuery } from '../api/archive-overview.ts';
import type { ArchiveData } from '../hooks/use-archive-data.ts';

/** What the page says when the code of a state could not be fetched. */
function CodeUnavailable() {
  const t = useT(archivesMessages);
  return <LoadError message={t('archives.pageUnavailable')} />;
}

// The overview and the not-found state are chunks of their own: the page's first load is what a returning user,
// opening a course, needs. The overview's data is asked for beside its chunk, not after it.
const ArchiveOverview = lazyComponent(
  () => import('@pastexam/ui/archives/overview').then((module) => module.ArchiveOverview),
  (_: ArchiveOverviewProps) => <CodeUnavailable />,
);
const CourseNotFound = lazyComponent(
  () => import('@pastexam/ui/archives/course-not-found').then((module) => module.CourseNotFound),
  (_: CourseNotFoundProps) => <CodeUnavailable />,
);
/** Fetches the chunks of the states not shown yet. */
export const preloadArchiveStates = () => {
  ArchiveOverview.preload();
  CourseNotFound.preload();
};

export type ArchiveMainProps = {
  userName: string;
  data: ArchiveData;
  location: ArchiveLocation;
  /** The last course is being reopened: neither the overview nor a course yet. */
  reopening: boolean;
  filter: ArchiveFilter;
  onFilterChange: (filter: ArchiveFilter) => void;
  /** The header's buttons (upload). */
  actions: ReactNode;
  /** What the course shown has between its header and its archives (許願池). */
  aside: ReactNode;
  renderActions: ((archive: Archive) => ReactNode) | undefined;
  onPreview: (archive: Archive) => void;
  download: (courseId: number, archive: Archive) => Promise<void>;
  downloadingId: number | null;
  /** Opens the course drawer (narrow screens); undefined where the list is beside the page. */
  onChooseCourse: (() => void) | undefined;
  onOpenCourse: (courseId: number) => void;
  /** Above the overview (今天要複習): nothing when undefined. */
  overviewTop: ReactNode;
};

function Placeholder() {
  const t = useT(archivesMessages);
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t('archives.loading')}>
      <Skeleton height={36} width="40%" />
      <Skeleton height={72} />
    </Stack>
  );
}

/** The overview, asked of the server only while it is shown. */
function Overview(props: ArchiveMainProps) {
  const { userName, location, actions, onChooseCourse, onOpenCourse, overviewTop } = props;
  const t = useT(archivesMessages);
  const { api } = useServices();
  const overview = useQuery(archiveOverviewQuery(api));
  const failed = overview.isError && !overview.isFetching && errorStatus(overview.error) !== 401;
  // The answer the page's HTML asked for arrives at once: the overview is drawn once, with it, and its chunk is
  // asked for meanwhile.
  const longWait = useLongWait(overview.isPending);
  useEffect(() => ArchiveOverview.preload(), []);
  const { go, hrefOf } = location;
  // Inside the query's component, so that the request is under way while the chunk arrives.
  return (
    <Stack gap="md">
      {overviewTop}
      {(!overview.isPending || longWait) && (
        <Suspense fallback={<Placeholder />}>
          <ArchiveOverview.Component
            userName={userName}
            overview={overview.data ?? null}
            error={failed ? t('archives.overviewFailed') : null}
            onRetry={() => void overview.refetch()}
            courseHref={(id) => hrefOf({ course: id })}
            archiveHref={(archive) => hrefOf({ course: archive.course_id, archive: archive.id })}
            onOpenCourse={onOpenCourse}
            onOpenArchive={(archive) => go({ course: archive.course_id, archive: archive.id })}
            onChooseCourse={onChooseCourse}
            actions={actions}
          />
        </Suspense>
      )}
    </Stack>
  );
}

/**
 * The main area for the page's address: the course it names (or why it cannot be shown), or the overview
 * before a course is chosen (product §4.1).
 */
export function ArchiveMain(props: ArchiveMainProps) {
  const { data, location, reopening } = props;
  const { search, go, hrefOf } = location;
  const { selected } = data;
  const notFound = (reason: 'gone' | 'invalid') => (
    <Suspense fallback={<Placeholder />}>
      <CourseNotFound.Component
        reason={reason}
        overviewHref={hrefOf({ overview: true })}
        onOverview={() => go({ overview: true })}
      />
    </Suspense>
  );

  if (search.course === 'invalid') return notFound('invalid');
  if (search.course === undefined) return reopening ? <Placeholder /> : <Overview {...props} />;
  if (selected) {
    const courseId = selected.course.id;
    return (
      <CourseArchives
        course={{ ...selected.course, category: selected.category }}
        archives={data.archives}
        error={data.archivesError}
        onRetry={data.reloadArchives}
        filter={props.filter}
        onFilterChange={props.onFilterChange}
        actions={props.actions}
        aside={props.aside}
        renderActions={props.renderActions}
        onPreview={props.onPreview}
        onDownload={(archive) => void props.download(courseId, archive)}
        downloadingId={props.downloadingId}
      />
    );
  }
  // The list failed: the course list beside says so, with its 重試.
  if (data.coursesError !== null) return <LoadError message={data.coursesError} />;
  // Not in the list yet: it may be on its way (a course an upload just created).
  return data.coursesSettled ? notFound('gone') : <Placeholder />;
}
