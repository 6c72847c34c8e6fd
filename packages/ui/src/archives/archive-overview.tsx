import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ArchiveOverview as Overview, OverviewArchive, PopularArchive } from '@pastexam/api-contract';
import type { ReactNode } from 'react';
import { archivesMessages } from '../i18n/compiled/archives.catalogue.ts';
import { formatsFor } from '../i18n/format.ts';
import type { Translate } from '../i18n/i18n.ts';
import { useLabels } from '../i18n/labels.ts';
import { useLocale, useT } from '../i18n/locale-provider.tsx';
import type { MessageId as ArchivesId } from '../i18n/messages/archives.zh-TW.ts';
import { archiveLabel } from './archive-row.tsx';
import { FollowedCourses } from './followed-courses.tsx';
import { LoadError } from './load-error.tsx';
import { Items, LinkItem, PendingMark, Section } from './overview-parts.tsx';

export interface ArchiveOverviewProps {
  /** The signed-in user's display name. Required, no default. */
  userName: string;
  /** What the server answered; null while it loads (or after a failure). Required, no default. */
  overview: Overview | null;
  /** A zh-TW message when the overview could not be loaded; shown with 重試. Default null. */
  error?: string | null;
  /** Called by 重試 after a load failure. Default: no retry button. */
  onRetry?: () => void;
  /** The address of a course's page, so a link can also open in a new tab. Required, no default. */
  courseHref: (courseId: number) => string;
  /** The address of an archive on its course's page, with its preview open. Required, no default. */
  archiveHref: (archive: OverviewArchive) => string;
  /** Called by a plain click on a course. Required, no default. */
  onOpenCourse: (courseId: number) => void;
  /** Called by a plain click on an archive. Required, no default. */
  onOpenArchive: (archive: OverviewArchive) => void;
  /** Shows a 選擇課程 button (narrow screens, where the course list is a drawer). Default: no button. */
  onChooseCourse?: () => void;
  /** Buttons beside the greeting (upload). Default: none. */
  actions?: ReactNode;
}

/** This term's most downloaded, as people say the term: 114 學年度第 1 學期下載次數最多的考古題. */
function popularHint(
  t: Translate<ArchivesId>,
  academicYear: (year: number) => string,
  term: Overview['term'],
): string {
  return t('archives.popularHint', { year: academicYear(term.academic_year), semester: term.semester });
}

/**
 * What the archive page shows a signed-in user before a course is chosen (product §4.8): a greeting, their
 * followed courses with their newest archives, their recently opened courses and previewed archives, the department's newest uploads and this term's most downloaded archives, each one
 * click from its course or its archive's preview.
 */
export function ArchiveOverview({
  userName,
  overview,
  error = null,
  onRetry,
  courseHref,
  archiveHref,
  onOpenCourse,
  onOpenArchive,
  onChooseCourse,
  actions,
}: ArchiveOverviewProps) {
  const t = useT(archivesMessages);
  const labels = useLabels();
  const formats = formatsFor(useLocale());
  const shown = error === null ? overview : null;
  const archiveItem = (archive: OverviewArchive | PopularArchive, note: string) => (
    <LinkItem
      key={archive.id}
      href={archiveHref(archive)}
      onOpen={() => onOpenArchive(archive)}
      label={archive.course_name}
      description={archiveLabel(archive, formats, labels)}
      side={
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {note}
        </Text>
      }
    />
  );
  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap="xs">
          <Title order={1}>{t('archives.title')}</Title>
          <Text>{t('archives.welcome', { name: userName })}</Text>
          <Text c="dimmed">{t('archives.overviewHint')}</Text>
          {onChooseCourse && (
            <Button variant="light" onClick={onChooseCourse} style={{ alignSelf: 'flex-start' }}>
              {t('archives.chooseCourse')}
            </Button>
          )}
        </Stack>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
      {error !== null ? (
        <LoadError message={error} onRetry={onRetry} />
      ) : (
        <>
          <FollowedCourses
            courses={shown?.followed_courses ?? null}
            courseHref={courseHref}
            archiveHref={archiveHref}
            onOpenCourse={onOpenCourse}
            onOpenArchive={onOpenArchive}
          />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" verticalSpacing="xl">
            <Section title={t('archives.recentCourses')}>
              <Items items={shown?.recent_courses ?? null} empty={t('archives.noRecentCourses')}>
                {(course) => (
                  <LinkItem
                    key={course.id}
                    href={courseHref(course.id)}
                    onOpen={() => onOpenCourse(course.id)}
                    label={course.name}
                    description={labels.courseCategory[course.category]}
                    side={<PendingMark pending={course.pending} />}
                  />
                )}
              </Items>
            </Section>
            <Section title={t('archives.recentArchives')}>
              <Items items={shown?.recent_archives ?? null} empty={t('archives.noRecentArchives')}>
                {(archive) => archiveItem(archive, formats.date(archive.viewed_at))}
              </Items>
            </Section>
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" verticalSpacing="xl">
            <Section title={t('archives.newest')} description={t('archives.newestHint')}>
              <Items items={shown?.newest_archives ?? null} empty={t('archives.noNewest')}>
                {(archive) => archiveItem(archive, formats.date(archive.created_at))}
              </Items>
            </Section>
            <Section
              title={t('archives.popular')}
              description={shown ? popularHint(t, formats.academicYear, shown.term) : undefined}
            >
              <Items items={shown?.popular_archives ?? null} empty={t('archives.noPopular')}>
                {(archive) =>
                  archiveItem(archive, t('archives.downloads', { count: archive.term_download_count }))
                }
              </Items>
            </Section>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
