import { Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ReviewCourse } from '@pastexam/api-contract';
import { reviewMessages } from '../i18n/compiled/review.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';

export interface ExamDatesProps {
  /** The courses of the deck with their exam dates. Required, no default. */
  courses: readonly ReviewCourse[];
  /** Called with a course and its new date (YYYY-MM-DD), or null when cleared. Required, no default. */
  onChange: (courseId: number, examDate: string | null) => void;
}

/** 考試日期 per course of the deck: no card of a course is scheduled after its exam day. */
export function ExamDates({ courses, onChange }: ExamDatesProps) {
  const t = useT(reviewMessages);
  if (courses.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="exam-dates-title">
      <Title order={2} size="h4" id="exam-dates-title">
        {t('review.examDates')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('review.examDatesHint')}
      </Text>
      {courses.map((course) => (
        <Group key={course.course_id} gap="sm" wrap="wrap" align="flex-end">
          <TextInput
            type="date"
            label={t('review.courseCards', { course: course.course_name, count: course.card_count })}
            defaultValue={course.exam_date ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              onChange(course.course_id, value === '' ? null : value);
            }}
          />
        </Group>
      ))}
    </Stack>
  );
}
