import { Alert, type ComboboxItem, Select, type SelectProps, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { EnumSelect } from '../form/enum-select.tsx';
import { courseCategoryOptions } from '../form/options.ts';
import { useLabels } from '../i18n/locale-provider.tsx';
import type { AiExamHandlers, ExamSourceChoice, SelectProfessorView } from './types.ts';

/** Why a course or professor is listed but cannot be chosen. */
export const NO_EXAMS_REASON = '沒有期中考或期末考';

/** A choice without a midterm or final is disabled (aria-disabled, skipped by the arrow keys). */
function examSourceOption(value: string, label: string, choice: ExamSourceChoice): ComboboxItem {
  return { value, label, disabled: !choice.hasExams };
}

/** A disabled choice says why beside its name, in text a screen reader reads as part of the option. */
const renderExamSource: SelectProps['renderOption'] = ({ option }) =>
  option.disabled ? (
    <span>
      <Text span inherit c="dimmed">
        {option.label}
      </Text>
      <Text span size="xs" c="dimmed">
        （{NO_EXAMS_REASON}）
      </Text>
    </span>
  ) : (
    option.label
  );

/** Mantine fades a disabled option to 35% opacity, too faint to read its reason; the dimmed text marks it instead. */
const examSourceStyles = { option: { opacity: 1 } };

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

/**
 * Category, then course, then professor; each later select waits for the one before it, and offers only courses
 * and professors with a midterm or final (product §6.4).
 */
export function SelectProfessorStep({ view, handlers }: SelectProfessorStepProps) {
  const labels = useLabels();
  return (
    <Stack gap="md">
      <EnumSelect
        label="課程分類"
        placeholder="選擇課程分類"
        data={courseCategoryOptions(labels)}
        value={view.category}
        onChange={handlers.onCategoryChange}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label="課程名稱"
        placeholder="選擇課程"
        data={view.courses.map((course) => examSourceOption(String(course.id), course.name, course))}
        renderOption={renderExamSource}
        styles={examSourceStyles}
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
        data={view.professors.map((professor) => examSourceOption(professor.name, professor.name, professor))}
        renderOption={renderExamSource}
        styles={examSourceStyles}
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
