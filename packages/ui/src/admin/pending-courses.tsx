import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Course } from '@pastexam/api-contract';
import { courseCategoryLabels } from '@pastexam/api-contract/labels';
import { formatTaipeiDateTime } from '../time-format.ts';
import { type Column, ResponsiveTable } from './responsive-table.tsx';
import { runningRowButton } from './row-busy.ts';

export interface PendingCoursesProps {
  /** The courses students' uploads created and no admin has handled yet. Required, no default. */
  courses: readonly Course[];
  /** Called with the course whose 確認 was pressed. Required, no default. */
  onConfirm: (course: Course) => void;
  /** Called with the course whose 合併… was pressed; the caller asks where to. Required, no default. */
  onMerge: (course: Course) => void;
  /** Called with the course whose 退回… was pressed; the caller confirms it and asks why. Required, no default. */
  onRefuse: (course: Course) => void;
  /** The course whose confirmation or merge is running: its buttons wait, the others too. Default null. */
  busyId?: number | null;
}

const COLUMNS: readonly Column<Course, never>[] = [
  { label: '課程名稱', cell: (course) => course.name },
  { label: '類別', cell: (course) => courseCategoryLabels[course.category] },
  { label: '考古題數', cell: (course) => course.archive_count },
  { label: '建立時間', cell: (course) => formatTaipeiDateTime(course.created_at) },
];

/**
 * 待審核課程, above the course table: each new course a student's upload created, to confirm as it is, to
 * merge into an existing course (a misspelt name) or to refuse (delete, its uploaders told why). Shows nothing
 * when there is none.
 */
export function PendingCourses({
  courses,
  onConfirm,
  onMerge,
  onRefuse,
  busyId = null,
}: PendingCoursesProps) {
  if (courses.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="pending-courses-title">
      <Stack gap="xs">
        <Group gap="xs">
          <Title order={2} size="h4" id="pending-courses-title">
            待審核課程
          </Title>
          <Badge color="yellow" variant="filled" autoContrast aria-label={`${courses.length} 門待審核課程`}>
            {courses.length}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          學生上傳考古題時建立的新課程。確認後即成為正式課程；若是既有課程的錯字或重複，請合併到既有課程；不適合的可退回，上傳者會收到通知。
        </Text>
        <ResponsiveTable
          columns={COLUMNS}
          rows={courses}
          rowKey={(course) => course.id}
          actions={(course) => (
            <Group gap="xs" wrap="nowrap">
              <Button
                size="xs"
                aria-label={`確認 ${course.name}`}
                {...runningRowButton(busyId, course.id)}
                onClick={() => onConfirm(course)}
              >
                確認
              </Button>
              <Button
                size="xs"
                variant="default"
                aria-label={`合併 ${course.name}`}
                disabled={busyId !== null}
                onClick={() => onMerge(course)}
              >
                合併…
              </Button>
              <Button
                size="xs"
                variant="default"
                aria-label={`退回 ${course.name}`}
                disabled={busyId !== null}
                onClick={() => onRefuse(course)}
              >
                退回…
              </Button>
            </Group>
          )}
          minWidth={560}
          label="待審核課程列表"
        />
      </Stack>
    </Paper>
  );
}
