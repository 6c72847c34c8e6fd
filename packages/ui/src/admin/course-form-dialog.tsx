import { TextInput } from '@mantine/core';
import { type CourseCategory, type CourseInput, courseInputSchema } from '@pastexam/api-contract';
import { EnumSelect } from '../form/enum-select.tsx';
import { type FieldErrors, issuesToFieldErrors } from '../form/field-errors.ts';
import { courseCategoryOptions } from '../form/options.ts';
import { adminMessages } from '../i18n/compiled/admin.catalogue.ts';
import { useLabels } from '../i18n/labels.ts';
import { useT } from '../i18n/locale-provider.tsx';
import { FormDialog, type FormDialogControl, recordDialogLabels } from './form-dialog.tsx';
import { useFormDraft } from './use-form-draft.ts';

const FIELDS = ['name', 'category'] as const;
export type CourseField = (typeof FIELDS)[number];

export interface CourseFormDialogProps extends FormDialogControl {
  /** The course being edited, or null to create one. Required, no default. */
  course: CourseInput | null;
  /** Messages from the server shown on their field, e.g. a duplicate name. Default none. */
  fieldErrors?: FieldErrors<CourseField>;
  /** Called with checked, trimmed values. Required, no default. */
  onSubmit: (values: CourseInput) => void;
}

type Draft = { name: string; category: CourseCategory | null };
const draftOf = (course: CourseInput | null): Draft =>
  course ? { ...course } : { name: '', category: null };

/** Create or edit a course: its name and category. */
export function CourseFormDialog({ course, fieldErrors, onSubmit, ...dialog }: CourseFormDialogProps) {
  const { draft, setDraft, errors, setErrors, clear } = useFormDraft(dialog, fieldErrors, course, draftOf);
  const t = useT(adminMessages);
  const labels = useLabels();

  const submit = () => {
    const parsed = courseInputSchema.safeParse({ name: draft.name, category: draft.category ?? undefined });
    if (parsed.success) {
      onSubmit(parsed.data);
      return;
    }
    const found = issuesToFieldErrors(parsed.error.issues, FIELDS);
    // zod's own wording for a missing choice is generic; say what to do instead.
    if (draft.category === null) found.category = t('admin.chooseCategory');
    setErrors(found);
  };

  return (
    <FormDialog
      {...dialog}
      {...recordDialogLabels(t, course !== null, t('admin.courseNoun'))}
      onSubmit={submit}
    >
      <TextInput
        label={t('admin.courseName')}
        required
        data-autofocus
        value={draft.name}
        error={errors.name}
        onChange={(event) => {
          setDraft({ ...draft, name: event.currentTarget.value });
          clear('name');
        }}
      />
      <EnumSelect
        label={t('admin.category')}
        placeholder={t('admin.chooseCategory')}
        required
        data={courseCategoryOptions(labels)}
        value={draft.category}
        error={errors.category}
        comboboxProps={{ withinPortal: true }}
        onChange={(category) => {
          setDraft({ ...draft, category });
          clear('category');
          // The server's duplicate is about the name within this category: another category may be free.
          if (errors.name !== undefined && errors.name === fieldErrors?.name) clear('name');
        }}
      />
    </FormDialog>
  );
}
