import { Alert, Select, Stack } from '@mantine/core';
import {
  type CourseCategory,
  courseCategories,
  courseCategoryLabels,
  courseCategorySchema,
} from '@pastexam/api-contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { AiExamHandlers, SelectProfessorView } from './types.ts';

const categoryOptions = courseCategories.map((value) => ({ value, label: courseCategoryLabels[value] }));

function parseCategory(value: string | null): CourseCategory | null {
  const parsed = courseCategorySchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function parseCourseId(value: string | null): number | null {
  const id = Number(value);
  return value !== null && Number.isInteger(id) ? id : null;
}

export interface SelectProfessorStepProps {
  /** The step's data. Required, no default. */
  view: SelectProfessorView;
  /** Called when a select changes. Required, no default. */
  handlers: Pick<AiExamHandlers, 'onCategoryChange' | 'onCourseChange' | 'onProfessorChange'>;
}

/** Category, then course, then professor; each later select waits for the one before it (product §6.4). */
export function SelectProfessorStep({ view, handlers }: SelectProfessorStepProps) {
  return (
    <Stack gap="md">
      <Select
        label="課程分類"
        placeholder="選擇課程分類"
        data={categoryOptions}
        value={view.category}
        onChange={(value) => handlers.onCategoryChange(parseCategory(value))}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label="課程名稱"
        placeholder="選擇課程"
        data={view.courses.map((course) => ({ value: String(course.id), label: course.name }))}
        value={view.courseId === null ? null : String(view.courseId)}
        onChange={(value) => handlers.onCourseChange(parseCourseId(value))}
        disabled={view.category === null}
        searchable
        nothingFoundMessage="找不到符合的課程"
        allowDeselect={false}
      />
      <Select
        label="教授"
        placeholder={view.professorsLoading ? '載入教授清單中...' : '選擇教授'}
        data={view.professors}
        value={view.professor}
        onChange={handlers.onProfessorChange}
        disabled={view.courseId === null || view.professorsLoading}
        searchable
        nothingFoundMessage="找不到符合的教授"
        allowDeselect={false}
      />
      {view.notice && (
        <Alert
          role="alert"
          color={view.notice.kind === 'error' ? 'red' : 'yellow'}
          title={view.notice.title}
          icon={<IconAlertTriangle size={18} aria-hidden />}
        >
          {view.notice.message}
        </Alert>
      )}
    </Stack>
  );
}
