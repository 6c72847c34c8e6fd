import { Badge, Button, EmptyState, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { CourseCategory, ListedArchive } from '@pastexam/api-contract';
import { IconFileOff, IconFilterOff } from '@tabler/icons-react';
import { type ReactNode, useDeferredValue, useMemo } from 'react';
import { archivesMessages } from '../i18n/compiled/archives.catalogue.ts';
import { useLabels } from '../i18n/labels.ts';
import { useT } from '../i18n/locale-provider.tsx';
import { type ArchiveFilter, emptyArchiveFilter, filterOptions, matchesFilter } from './archive-filter.ts';
import { ArchiveFilters } from './archive-filters.tsx';
import { ArchiveList } from './archive-list.tsx';
import { LoadError } from './load-error.tsx';

export interface CourseArchivesProps {
  /** The course shown; `pending` (default false) marks one a student's upload created, not yet confirmed. */
  course: { name: string; category: CourseCategory; pending?: boolean };
  /** The course's archives; null while they load. Required, no default. */
  archives: readonly ListedArchive[] | null;
  /** A zh-TW message when the archives could not be loaded; shown with a retry button. Default null. */
  error?: string | null;
  /** Called by 重試 after a load failure. Default: no retry button. */
  onRetry?: () => void;
  /** The filter applied to the list. Required, no default. */
  filter: ArchiveFilter;
  /** Called with the new filter. Required, no default. */
  onFilterChange: (filter: ArchiveFilter) => void;
  /** Buttons in the header beside the course title (e.g. upload). Default: none. */
  actions?: ReactNode;
  /** What the page shows of the course between its header and its archives (許願池). Default: nothing. */
  aside?: ReactNode;
  /** Extra buttons per row (see ArchiveList). Default: none. */
  renderActions?: (archive: ListedArchive) => ReactNode;
  /** Called by a row's 預覽. Required, no default. */
  onPreview: (archive: ListedArchive) => void;
  /** Called by a row's 下載. Required, no default. */
  onDownload: (archive: ListedArchive) => void;
  /** The archive whose download is running. Default null. */
  downloadingId?: number | null;
}

function Body({
  archives,
  error,
  onRetry,
  filter,
  onFilterChange,
  renderActions,
  onPreview,
  onDownload,
  downloadingId,
}: Omit<CourseArchivesProps, 'course' | 'actions' | 'aside'>) {
  const t = useT(archivesMessages);
  // Worked out again only when the archives or the filter change, not on every render of the page: a course
  // can have thousands of archives.
  const options = useMemo(() => filterOptions(archives ?? []), [archives]);
  // A changed filter answers at once, with its count; the rows it lets through follow in a render React splits
  // into short slices, so a large course never holds up the page for the whole list. Until then the previous
  // rows stay. New archives (after an upload, a delete or a move) are listed at once: focus follows the rows.
  const listedFilter = useDeferredValue(filter);
  const listed = useMemo(
    () => (archives ?? []).filter((archive) => matchesFilter(archive, listedFilter)),
    [archives, listedFilter],
  );
  const shown = useMemo(
    () =>
      filter === listedFilter ? listed : (archives ?? []).filter((archive) => matchesFilter(archive, filter)),
    [archives, filter, listedFilter, listed],
  );
  if (error) {
    return <LoadError message={error} onRetry={onRetry} />;
  }
  if (archives === null) {
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label={t('archives.loadingArchives')}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={72} />
        ))}
      </Stack>
    );
  }
  if (archives.length === 0) {
    return (
      <EmptyState
        icon={<IconFileOff size={32} aria-hidden />}
        title={t('archives.noArchives')}
        description={t('archives.noArchivesHint')}
      />
    );
  }
  return (
    <Stack gap="md">
      <ArchiveFilters
        value={filter}
        onChange={onFilterChange}
        options={options}
        shown={shown.length}
        total={archives.length}
      />
      {shown.length === 0 ? (
        <EmptyState
          icon={<IconFilterOff size={32} aria-hidden />}
          title={t('archives.noMatch')}
          description={t('archives.noMatchHint')}
        >
          <EmptyState.Actions>
            <Button variant="light" onClick={() => onFilterChange(emptyArchiveFilter)}>
              {t('archives.clearFilters')}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      ) : (
        <ArchiveList
          archives={listed}
          onPreview={onPreview}
          onDownload={onDownload}
          downloadingId={downloadingId ?? null}
          renderActions={renderActions}
        />
      )}
    </Stack>
  );
}

/**
 * The main area for one course: title and counts (and the 待審核 mark with what it means), header actions,
 * filters, and the archives by year.
 */
export function CourseArchives({ course, actions, aside, ...body }: CourseArchivesProps) {
  const { archives } = body;
  const t = useT(archivesMessages);
  const labels = useLabels();
  // A course's archives, once they arrive, are first drawn in a render React splits into short slices (the
  // filters, the first rows): the loading state stays until then. Paired with the course, so rows are never
  // drawn under another course's title. Later changes to the same course's list are drawn at once.
  const arrived = useMemo(() => ({ course: course.name, archives }), [course.name, archives]);
  const drawn = useDeferredValue(arrived);
  const ready = drawn.course === course.name && drawn.archives !== null;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2}>
          <Group gap="xs" wrap="nowrap">
            <Title order={1} size="h2">
              {course.name}
            </Title>
            {course.pending && (
              <Badge variant="filled" color="yellow" autoContrast>
                {t('archives.pending')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {labels.courseCategory[course.category]}
            {archives && t('archives.courseTotal', { count: archives.length })}
          </Text>
          {course.pending && (
            <Text size="sm" c="dimmed">
              {t('archives.pendingHint')}
            </Text>
          )}
        </Stack>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
      {aside}
      <Body {...body} archives={ready ? archives : null} />
    </Stack>
  );
}
