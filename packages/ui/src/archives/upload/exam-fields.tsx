import { Autocomplete, Stack, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { EnumSelect } from '../../form/enum-select.tsx';
import type { FieldErrors } from '../../form/field-errors.ts';
import { archiveTypeOptions } from '../../form/options.ts';
import { requiredTextField } from '../../form/text-field.ts';
import { archivesMessages } from '../../i18n/compiled/archives.catalogue.ts';
import { useLabels } from '../../i18n/labels.ts';
import { useT } from '../../i18n/locale-provider.tsx';
import type { ExamDraft, ExamField } from './upload-draft.ts';

export interface ExamFieldsProps {
  /** The fields' current values. Required, no default. */
  value: ExamDraft;
  /** Called with the whole new value on every change. Required, no default. */
  onChange: (value: ExamDraft) => void;
  /** Professors who already have archives in the chosen course, offered as the user types. Default: none. */
  professorSuggestions?: readonly string[];
  /** A zh-TW message per field that failed its check. Default: none. */
  errors?: FieldErrors<ExamField>;
  /** Said under 學年度 after its description, such as the original system's year of an imported archive. Default: none. */
  yearHint?: string | undefined;
}

/** Professor, academic year, exam type, name and whether answers are included. */
export function ExamFields({
  value,
  onChange,
  professorSuggestions = [],
  errors = {},
  yearHint,
}: ExamFieldsProps) {
  // The suggestions open on typing or an arrow key, never on focus or a click: the step starts in this field,
  // and a list opened then would cover 學年度 below it.
  const [suggesting, setSuggesting] = useState(false);
  const t = useT(archivesMessages);
  const labels = useLabels();
  return (
    <Stack gap="sm">
      <Autocomplete
        label={t('archives.examProfessor')}
        placeholder={t('archives.professorExample')}
        data={[...new Set(professorSuggestions)]}
        value={value.professor}
        onChange={(professor) => {
          setSuggesting(true);
          onChange({ ...value, professor });
        }}
        dropdownOpened={suggesting}
        onDropdownClose={() => setSuggesting(false)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') setSuggesting(true);
        }}
        error={errors.professor}
        withAsterisk
        data-autofocus
      />
      <TextInput
        label={t('archives.yearLabel')}
        description={yearHint ? t('archives.yearHintWith', { hint: yearHint }) : t('archives.yearHint')}
        inputMode="numeric"
        {...requiredTextField(value, onChange, 'academic_year', errors)}
      />
      <EnumSelect
        label={t('archives.examType')}
        placeholder={t('archives.chooseType')}
        data={archiveTypeOptions(labels)}
        value={value.archive_type}
        onChange={(archive_type) => onChange({ ...value, archive_type })}
        error={errors.archive_type}
        allowDeselect={false}
        withAsterisk
      />
      <TextInput
        label={t('archives.archiveName')}
        placeholder={t('archives.nameExample')}
        {...requiredTextField(value, onChange, 'name', errors)}
      />
      <Switch
        label={t('archives.withAnswers')}
        checked={value.has_answers}
        onChange={(event) => onChange({ ...value, has_answers: event.currentTarget.checked })}
      />
    </Stack>
  );
}
