import { Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ReviewCourse } from '@pastexam/api-contract';

export interface ExamDatesProps {
  /** The courses of the deck with their exam dates. Required, no default. */
  courses: readonly ReviewCourse[];
  /** Called with a course and its new date (YYYY-MM-DD), or null when cleared. Required, no default. */
  onChange: (courseId: number, examDate: string | null) => void;
}

/** 考試日期 per course of the deck: no card of a course is scheduled after its exam day. */
export function ExamDates({ courses, onChange }: ExamDatesProps) {
  if (courses.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="exam-dates-title">
      <Title order={2} size="h4" id="exam-dates-title">
        考試日期
      </Title>
      <Text size="sm" c="dimmed">
        設定課程的考試日期後，這門課的題目最晚會在考試當天再複習一次。
      </Text>
      {courses.map((course) => (
        <Group key={course.course_id} gap="sm" wrap="wrap" align="flex-end">
          <TextInput
            type="date"
            label={`${course.course_name}（${course.card_count} 題）`}
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
