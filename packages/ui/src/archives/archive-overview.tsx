import { Badge, Button, Group, NavLink, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ArchiveOverview as Overview, OverviewArchive, PopularArchive } from '@pastexam/api-contract';
import { courseCategoryLabels } from '@pastexam/api-contract/labels';
import { type ReactNode, useId } from 'react';
import { formatTaipeiDate } from '../time-format.ts';
import { archiveLabel } from './archive-row.tsx';
import { LoadError } from './load-error.tsx';
import { followInPage } from './plain-click.ts';

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

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string | undefined;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} gap="xs">
      <div>
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
      </div>
      {children}
    </Stack>
  );
}

/** The items of a section: placeholder rows while loading, a sentence when there are none. */
function Items<T>({
  items,
  empty,
  children,
}: {
  items: readonly T[] | null;
  empty: string;
  children: (item: T) => ReactNode;
}) {
  if (items === null)
    return (
      <Stack gap="xs" aria-busy="true" aria-label="正在載入">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={44} />
        ))}
      </Stack>
    );
  if (items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  return (
    <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map((item) => children(item))}
    </Stack>
  );
}

/** One entry of a list: a link to a course or an archive, followed in the page on a plain click. */
function LinkItem({
  href,
  onOpen,
  label,
  description,
  side,
}: {
  href: string;
  onOpen: () => void;
  label: string;
  description: string;
  /** At the right: a mark, a date or a count. */
  side: ReactNode;
}) {
  return (
    <li>
      <NavLink
        component="a"
        href={href}
        onClick={followInPage(onOpen)}
        label={label}
        description={description}
        rightSection={side}
      />
    </li>
  );
}

/**
 * What the archive page shows a signed-in user before a course is chosen (product §4.8): a greeting, their
 * recently opened courses, the department's newest uploads and this term's most downloaded archives, each one
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
          <Section title="最近瀏覽的課程">
            <Items items={shown?.recent_courses ?? null} empty="還沒有瀏覽過的課程，從課程列表選一門開始吧。">
              {(course) => (
                <LinkItem
                  key={course.id}
                  href={courseHref(course.id)}
                  onOpen={() => onOpenCourse(course.id)}
                  label={course.name}
                  description={courseCategoryLabels[course.category]}
                  side={
                    course.pending && (
                      <Badge size="xs" variant="filled" color="yellow" autoContrast>
                        待審核
                      </Badge>
                    )
                  }
                />
              )}
            </Items>
          </Section>
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
