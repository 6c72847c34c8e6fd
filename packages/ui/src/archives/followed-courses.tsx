import { Stack, Text } from '@mantine/core';
import type { FollowedCourse, OverviewArchive } from '@pastexam/api-contract';
import { archivesMessages } from '../i18n/compiled/archives.catalogue.ts';
import { formatsFor } from '../i18n/format.ts';
import { useLabels } from '../i18n/labels.ts';
import { useLocale, useT } from '../i18n/locale-provider.tsx';
import { archiveLabel } from './archive-row.tsx';
import { Items, LinkItem, PendingMark, Section } from './overview-parts.tsx';

export interface FollowedCoursesProps {
  /** The courses the user follows, each with its newest archives; null while they load. */
  courses: readonly FollowedCourse[] | null;
  /** The address of a course's page. */
  courseHref: (courseId: number) => string;
  /** The address of an archive on its course's page, with its preview open. */
  archiveHref: (archive: OverviewArchive) => string;
  /** Called by a plain click on a course. */
  onOpenCourse: (courseId: number) => void;
  /** Called by a plain click on an archive. */
  onOpenArchive: (archive: OverviewArchive) => void;
}

/** 追蹤的課程 on the overview: each followed course, its newest archives beneath it. */
export function FollowedCourses({
  courses,
  courseHref,
  archiveHref,
  onOpenCourse,
  onOpenArchive,
}: FollowedCoursesProps) {
  const t = useT(archivesMessages);
  const labels = useLabels();
  const formats = formatsFor(useLocale());
  return (
    <Section title={t('archives.followedCourses')} description={t('archives.followedHint')}>
      <Items items={courses} empty={t('archives.noFollowed')}>
        {(course) => (
          <LinkItem
            key={course.id}
            href={courseHref(course.id)}
            onOpen={() => onOpenCourse(course.id)}
            label={course.name}
            description={labels.courseCategory[course.category]}
            side={<PendingMark pending={course.pending} />}
          >
            <Stack
              component="ul"
              gap={0}
              m={0}
              pl="md"
              style={{ listStyle: 'none' }}
              aria-label={t('archives.newestOf', { course: course.name })}
            >
              {course.newest_archives.length === 0 && (
                <Text component="li" size="sm" c="dimmed" px="sm" py={4}>
                  {t('archives.noArchivesYet')}
                </Text>
              )}
              {course.newest_archives.map((archive) => (
                <LinkItem
                  key={archive.id}
                  href={archiveHref(archive)}
                  onOpen={() => onOpenArchive(archive)}
                  label={archiveLabel(archive, formats, labels)}
                  description={labels.archiveType[archive.archive_type]}
                  side={
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {formats.date(archive.created_at)}
                    </Text>
                  }
                />
              ))}
            </Stack>
          </LinkItem>
        )}
      </Items>
    </Section>
  );
}
