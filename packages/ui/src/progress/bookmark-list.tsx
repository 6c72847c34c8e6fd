import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Bookmark } from '@pastexam/api-contract';
import { typeLabelBesideName } from '@pastexam/api-contract/labels';
import type { ReactNode } from 'react';
import { followInPage } from '../archives/plain-click.ts';

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

function examTitle(bookmark: Bookmark): string {
  const type = typeLabelBesideName({ name: bookmark.archive_name, archive_type: bookmark.archive_type });
  return `${bookmark.academic_year} 學年度 ${bookmark.archive_name}${type ? `（${type}）` : ''} · ${bookmark.professor}`;
}

/** 我的收藏: the bookmarked questions by course and exam, each a link that opens the exam at the question. */
export function BookmarkList({ bookmarks, href, onOpen, renderActions }: BookmarkListProps) {
  if (bookmarks === null) return <Text c="dimmed">載入中…</Text>;
  if (bookmarks.length === 0)
    return <Text c="dimmed">尚未收藏任何題目。在考古題的題目旁按「收藏」，就會列在這裡。</Text>;
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
                {examTitle(exam.first)}
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
