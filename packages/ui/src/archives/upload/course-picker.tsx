import { SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { type CourseCategory, type CoursesByCategory, courseCategories } from '@pastexam/api-contract';
import { EnumSelect } from '../../form/enum-select.tsx';
import type { FieldErrors } from '../../form/field-errors.ts';
import { courseCategoryOptions } from '../../form/options.ts';
import { requiredTextField } from '../../form/text-field.ts';
import type { CourseDraft, CourseField } from './upload-draft.ts';

export interface CoursePickerProps {
  /** Every course by category, as GET /courses answers. Required, no default. */
  courses: CoursesByCategory;
  /** The fields' current values. Required, no default. */
  value: CourseDraft;
  /** Called with the whole new value on every change. Required, no default. */
  onChange: (value: CourseDraft) => void;
  /** A zh-TW message per field that failed its check. Default: none. */
  errors?: FieldErrors<CourseField>;
  /** A new course will await an admin's review (a student uploads): 新課程名稱 says so. Default false. */
  newCoursePending?: boolean;
}

/** Finds the category a course is filed under, so a preselected course brings its category along. */
export function categoryOf(courses: CoursesByCategory, courseId: number): CourseCategory | null {
  return (
    courseCategories.find((category) => courses[category].some((course) => course.id === courseId)) ?? null
  );
}

/** Category, then an existing course of it or the name of a new one. */
export function CoursePicker({
  courses,
  value,
  onChange,
  errors = {},
  newCoursePending = false,
}: CoursePickerProps) {
  const courseOptions =
    value.category === null
      ? []
      : courses[value.category].map((course) => ({ value: String(course.id), label: course.name }));

  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="課程來源"
        fullWidth
        value={value.mode}
        onChange={(mode) => onChange({ ...value, mode: mode === 'new' ? 'new' : 'existing' })}
        data={[
          { value: 'existing', label: '選擇既有課程' },
          { value: 'new', label: '新增課程' },
        ]}
      />
      <EnumSelect
        label="課程分類"
        placeholder="選擇分類"
        data={courseCategoryOptions}
        value={value.category}
        onChange={(category) => onChange({ ...value, category, courseId: null })}
        error={errors.category}
        allowDeselect={false}
        withAsterisk
        data-autofocus
      />
      {value.mode === 'existing' ? (
        <Select
          label="課程"
          placeholder={value.category === null ? '請先選擇分類' : '選擇或搜尋課程'}
          data={courseOptions}
          value={value.courseId === null ? null : String(value.courseId)}
          onChange={(next) => onChange({ ...value, courseId: next === null ? null : Number(next) })}
          disabled={value.category === null}
          searchable
          nothingFoundMessage="找不到課程，可改用「新增課程」"
          error={errors.course}
          withAsterisk
        />
      ) : (
        <TextInput
          label="新課程名稱"
          placeholder="例如：資料結構"
          description={
            newCoursePending ? '新課程會標示為「待審核」，由管理員確認或併入既有課程。' : undefined
          }
          {...requiredTextField(value, onChange, 'newName', errors)}
        />
      )}
    </Stack>
  );
}
