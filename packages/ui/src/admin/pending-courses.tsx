import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Course } from '@pastexam/api-contract';
import type { Labels } from '@pastexam/api-contract/labels';
import { useMemo } from 'react';
import { adminMessages } from '../i18n/compiled/admin.catalogue.ts';
import { type Formats, formatsFor } from '../i18n/format.ts';
import type { Translate } from '../i18n/i18n.ts';
import { useLabels } from '../i18n/labels.ts';
import { useLocale, useT } from '../i18n/locale-provider.tsx';
import type { MessageId } from '../i18n/messages/admin.zh-TW.ts';
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

const columnsFor = (
  t: Translate<MessageId>,
  labels: Labels,
  dateTime: Formats['dateTime'],
): readonly Column<Course, never>[] => [
  { label: t('admin.courseName'), cell: (course) => course.name },
  { label: t('admin.category'), cell: (course) => labels.courseCategory[course.category] },
  { label: t('admin.archiveCount'), cell: (course) => course.archive_count },
  { label: t('admin.createdAt'), cell: (course) => dateTime(course.created_at) },
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
  const t = useT(adminMessages);
  const labels = useLabels();
  const { dateTime } = formatsFor(useLocale());
  const columns = useMemo(() => columnsFor(t, labels, dateTime), [t, labels, dateTime]);
  if (courses.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="pending-courses-title">
      <Stack gap="xs">
        <Group gap="xs">
          <Title order={2} size="h4" id="pending-courses-title">
            {t('admin.pendingTitle')}
          </Title>
          <Badge
            color="yellow"
            variant="filled"
            autoContrast
            aria-label={t('admin.pendingCount', { count: courses.length })}
          >
            {courses.length}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('admin.pendingExplanation')}
        </Text>
        <ResponsiveTable
          columns={columns}
          rows={courses}
          rowKey={(course) => course.id}
          actions={(course) => (
            <Group gap="xs" wrap="nowrap">
              <Button
                size="xs"
                aria-label={t('admin.confirmName', { name: course.name })}
                {...runningRowButton(busyId, course.id)}
                onClick={() => onConfirm(course)}
              >
                {t('admin.confirm')}
              </Button>
              <Button
                size="xs"
                variant="default"
                aria-label={t('admin.mergeName', { name: course.name })}
                disabled={busyId !== null}
                onClick={() => onMerge(course)}
              >
                {t('admin.mergeEllipsis')}
              </Button>
              <Button
                size="xs"
                variant="default"
                aria-label={t('admin.refuseName', { name: course.name })}
                disabled={busyId !== null}
                onClick={() => onRefuse(course)}
              >
                {t('admin.refuseEllipsis')}
              </Button>
            </Group>
          )}
          minWidth={560}
          label={t('admin.pendingList')}
        />
      </Stack>
    </Paper>
  );
}
