import { SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { type CourseCategory, type CoursesByCategory, courseCategories } from '@pastexam/api-contract';
import { EnumSelect } from '../../form/enum-select.tsx';
import type { FieldErrors } from '../../form/field-errors.ts';
import { courseCategoryOptions } from '../../form/options.ts';
import { requiredTextField } from '../../form/text-field.ts';
import { archivesMessages } from '../../i18n/compiled/archives.catalogue.ts';
import { useLabels } from '../../i18n/labels.ts';
import { useT } from '../../i18n/locale-provider.tsx';
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
  const t = useT(archivesMessages);
  const labels = useLabels();
  const courseOptions =
    value.category === null
      ? []
      : courses[value.category].map((course) => ({ value: String(course.id), label: course.name }));

  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t('archives.courseSource')}
        fullWidth
        value={value.mode}
        onChange={(mode) => onChange({ ...value, mode: mode === 'new' ? 'new' : 'existing' })}
        data={[
          { value: 'existing', label: t('archives.existingCourse') },
          { value: 'new', label: t('archives.newCourse') },
        ]}
      />
      <EnumSelect
        label={t('archives.categoryLabel')}
        placeholder={t('archives.chooseCategory')}
        data={courseCategoryOptions(labels)}
        value={value.category}
        onChange={(category) => onChange({ ...value, category, courseId: null })}
        error={errors.category}
        allowDeselect={false}
        withAsterisk
        data-autofocus
      />
      {value.mode === 'existing' ? (
        <Select
          label={t('archives.courseLabel')}
          placeholder={value.category === null ? t('archives.categoryFirst') : t('archives.chooseOrSearch')}
          data={courseOptions}
          value={value.courseId === null ? null : String(value.courseId)}
          onChange={(next) => onChange({ ...value, courseId: next === null ? null : Number(next) })}
          disabled={value.category === null}
          searchable
          nothingFoundMessage={t('archives.courseNotListed')}
          error={errors.course}
          withAsterisk
        />
      ) : (
        <TextInput
          label={t('archives.newCourseName')}
          placeholder={t('archives.newCourseExample')}
          description={newCoursePending ? t('archives.newCoursePending') : undefined}
          {...requiredTextField(value, onChange, 'newName', errors)}
        />
      )}
    </Stack>
  );
}
