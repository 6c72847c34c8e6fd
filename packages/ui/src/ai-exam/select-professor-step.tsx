import { Alert, type ComboboxItem, Select, type SelectProps, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { EnumSelect } from '../form/enum-select.tsx';
import { courseCategoryOptions } from '../form/options.ts';
import { aiExamMessages } from '../i18n/compiled/ai-exam.catalogue.ts';
import { useLabels } from '../i18n/labels.ts';
import { useT } from '../i18n/locale-provider.tsx';
import type { AiExamHandlers, ExamSourceChoice, SelectProfessorView } from './types.ts';

/** A choice without a midterm or final is disabled (aria-disabled, skipped by the arrow keys). */
function examSourceOption(value: string, label: string, choice: ExamSourceChoice): ComboboxItem {
  return { value, label, disabled: !choice.hasExams };
}

/**
 * A disabled choice says why (`noExams`: it has no midterm or final) beside its name, in text a screen reader
 * reads as part of the option.
 */
const examSourceRenderer =
  (noExams: string): SelectProps['renderOption'] =>
  ({ option }) =>
    option.disabled ? (
      <span>
        <Text span inherit c="dimmed">
          {option.label}
        </Text>
        <Text span size="xs" c="dimmed">
          {noExams}
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
  const t = useT(aiExamMessages);
  const labels = useLabels();
  const renderExamSource = examSourceRenderer(t('ai-exam.noExams'));
  return (
    <Stack gap="md">
      <EnumSelect
        label={t('ai-exam.categoryLabel')}
        placeholder={t('ai-exam.categoryPlaceholder')}
        data={courseCategoryOptions(labels)}
        value={view.category}
        onChange={handlers.onCategoryChange}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t('ai-exam.courseLabel')}
        placeholder={t('ai-exam.coursePlaceholder')}
        data={view.courses.map((course) => examSourceOption(String(course.id), course.name, course))}
        renderOption={renderExamSource}
        styles={examSourceStyles}
        value={view.courseId === null ? null : String(view.courseId)}
        onChange={(value) => handlers.onCourseChange(parseCourseId(value))}
        disabled={view.category === null}
        searchable
        nothingFoundMessage={t('ai-exam.noCourseFound')}
        allowDeselect={false}
      />
      <Select
        label={t('ai-exam.professorLabel')}
        placeholder={
          view.professorsLoading ? t('ai-exam.professorsLoading') : t('ai-exam.professorPlaceholder')
        }
        data={view.professors.map((professor) => examSourceOption(professor.name, professor.name, professor))}
        renderOption={renderExamSource}
        styles={examSourceStyles}
        value={view.professor}
        onChange={handlers.onProfessorChange}
        disabled={view.courseId === null || view.professorsLoading}
        searchable
        nothingFoundMessage={t('ai-exam.noProfessorFound')}
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
