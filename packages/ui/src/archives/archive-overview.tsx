import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ArchiveOverview as Overview, OverviewArchive, PopularArchive } from '@pastexam/api-contract';
import { courseCategoryLabels } from '@pastexam/api-contract/labels';
import type { ReactNode } from 'react';
import { formatTaipeiDate } from '../time-format.ts';
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

/** A term as people say it: 114 學年度第 1 學期. */
function termLabel(term: Overview['term']): string {
  return `${term.academic_year} 學年度第 ${term.semester} 學期`;
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
  const shown = error === null ? overview : null;
  const archiveItem = (archive: OverviewArchive | PopularArchive, note: string) => (
    <LinkItem
      key={archive.id}
      href={archiveHref(archive)}
      onOpen={() => onOpenArchive(archive)}
      label={archive.course_name}
      description={archiveLabel(archive)}
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
          <Title order={1}>考古題</Title>
          <Text>{userName}，歡迎回來。</Text>
          <Text c="dimmed">從課程列表選擇一門課程，即可依學年查看它的期中考、期末考與小考。</Text>
          {onChooseCourse && (
            <Button variant="light" onClick={onChooseCourse} style={{ alignSelf: 'flex-start' }}>
              選擇課程
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
            <Section title="最近瀏覽的課程">
              <Items
                items={shown?.recent_courses ?? null}
                empty="還沒有瀏覽過的課程，從課程列表選一門開始吧。"
              >
                {(course) => (
                  <LinkItem
                    key={course.id}
                    href={courseHref(course.id)}
                    onOpen={() => onOpenCourse(course.id)}
                    label={course.name}
                    description={courseCategoryLabels[course.category]}
                    side={<PendingMark pending={course.pending} />}
                  />
                )}
              </Items>
            </Section>
            <Section title="最近瀏覽的考古題">
              <Items items={shown?.recent_archives ?? null} empty="還沒有預覽過的考古題。">
                {(archive) => archiveItem(archive, formatTaipeiDate(archive.viewed_at))}
              </Items>
            </Section>
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" verticalSpacing="xl">
            <Section title="最新上傳" description="全系最近上傳的考古題">
              <Items items={shown?.newest_archives ?? null} empty="系上還沒有考古題。">
                {(archive) => archiveItem(archive, formatTaipeiDate(archive.created_at))}
              </Items>
            </Section>
            <Section
              title="本學期熱門下載"
              description={shown ? `${termLabel(shown.term)}下載次數最多的考古題` : undefined}
            >
              <Items items={shown?.popular_archives ?? null} empty="本學期還沒有人下載考古題。">
                {(archive) => archiveItem(archive, `下載 ${archive.term_download_count} 次`)}
              </Items>
            </Section>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
