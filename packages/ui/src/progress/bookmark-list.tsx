import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Bookmark } from '@pastexam/api-contract';
import { type Labels, typeLabelBesideName } from '@pastexam/api-contract/labels';
import type { ReactNode } from 'react';
import { followInPage } from '../archives/plain-click.ts';
import { progressMessages } from '../i18n/compiled/progress.catalogue.ts';
import { type Formats, formatsFor } from '../i18n/format.ts';
import type { Translate } from '../i18n/i18n.ts';
import { useLabels } from '../i18n/labels.ts';
import { useLocale, useT } from '../i18n/locale-provider.tsx';
import type { MessageId as ProgressMessageId } from '../i18n/messages/progress.zh-TW.ts';

export interface BookmarkListProps {
  /** The reader's bookmarks, in the server's order (course, exam, question); null while on their way. Required, no default. */
  bookmarks: readonly Bookmark[] | null;
  /** The address that opens the exam at the question. Required, no default. */
  href: (bookmark: Bookmark) => string;
  /** Called instead of following a plain click on a link (the app navigates itself). Default: links followed. */
  onOpen?: (bookmark: Bookmark) => void;
  /** Beside each question, e.g. its 收藏 toggle to take it out. Default: nothing. */
  renderActions?: (bookmark: Bookmark) => ReactNode;
}

type ExamGroup = { key: number; first: Bookmark; items: Bookmark[] };
type CourseGroup = { key: number; name: string; exams: ExamGroup[] };

/** The bookmarks by course, then by exam, keeping their order. */
function grouped(bookmarks: readonly Bookmark[]): CourseGroup[] {
  const courses: CourseGroup[] = [];
  for (const bookmark of bookmarks) {
    let course = courses.at(-1);
    if (course?.key !== bookmark.course_id) {
      course = { key: bookmark.course_id, name: bookmark.course_name, exams: [] };
      courses.push(course);
    }
    let exam = course.exams.at(-1);
    if (exam?.key !== bookmark.archive_id) {
      exam = { key: bookmark.archive_id, first: bookmark, items: [] };
      course.exams.push(exam);
    }
    exam.items.push(bookmark);
  }
  return courses;
}

function examTitle(
  bookmark: Bookmark,
  t: Translate<ProgressMessageId>,
  { academicYear }: Formats,
  labels: Labels,
): string {
  const type = typeLabelBesideName(
    { name: bookmark.archive_name, archive_type: bookmark.archive_type },
    labels,
  );
  return t(type ? 'progress.examTitleWithType' : 'progress.examTitle', {
    year: academicYear(bookmark.academic_year),
    name: bookmark.archive_name,
    type: type ?? '',
    professor: bookmark.professor,
  });
}

/** 我的收藏: the bookmarked questions by course and exam, each a link that opens the exam at the question. */
export function BookmarkList({ bookmarks, href, onOpen, renderActions }: BookmarkListProps) {
  const t = useT(progressMessages);
  const formats = formatsFor(useLocale());
  const labels = useLabels();
  if (bookmarks === null) return <Text c="dimmed">{t('progress.loading')}</Text>;
  if (bookmarks.length === 0) return <Text c="dimmed">{t('progress.noBookmarks')}</Text>;
  return (
    <Stack gap="lg">
      {grouped(bookmarks).map((course) => (
        <Stack key={course.key} gap="xs" component="section" aria-label={course.name}>
          <Title order={2} size="h4">
            {course.name}
          </Title>
          {course.exams.map((exam) => (
            <Paper key={exam.key} withBorder p="sm">
              <Text fw={600} mb={4}>
                {examTitle(exam.first, t, formats, labels)}
              </Text>
              <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {exam.items.map((bookmark) => (
                  <Group key={bookmark.question_id} component="li" gap="xs" justify="space-between">
                    <Anchor href={href(bookmark)} onClick={onOpen && followInPage(() => onOpen(bookmark))}>
                      {bookmark.question_name}
                    </Anchor>
                    {renderActions?.(bookmark)}
                  </Group>
                ))}
              </Stack>
            </Paper>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
