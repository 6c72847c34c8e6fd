import { Alert, TextInput } from '@mantine/core';
import { taskUpdateSchema } from '@pastexam/api-contract';
import { FormDialog, type FormDialogControl } from '../../admin/form-dialog.tsx';
import { useFormDraft } from '../../admin/use-form-draft.ts';
import { type FieldErrors, issuesToFieldErrors } from '../../form/field-errors.ts';
import { singleTextField } from '../../form/text-field.ts';
import { aiExamMessages } from '../../i18n/compiled/ai-exam.catalogue.ts';
import { useT } from '../../i18n/locale-provider.tsx';

const FIELDS = ['title'] as const;
type RenameField = (typeof FIELDS)[number];

export interface RenameExamDialogProps extends FormDialogControl {
  /** The exam's current name, where every opening starts from. Required, no default. */
  title: string;
  /** The server's refusal (zh-TW), shown above the field. Default null. */
  serverError?: string | null;
  /** Called with the checked, trimmed name. Required, no default. */
  onSubmit: (title: string) => void;
}

const NO_ERRORS: FieldErrors<RenameField> = {};

/** 重新命名: the name a mock exam is listed under in 我的模擬試題, checked by the contract's rename rules. */
export function RenameExamDialog({ title, serverError = null, onSubmit, ...dialog }: RenameExamDialogProps) {
  const form = useFormDraft(dialog, NO_ERRORS, title, (name) => name);
  const t = useT(aiExamMessages);
  const core = useT();

  const submit = () => {
    const parsed = taskUpdateSchema.safeParse({ title: form.draft });
    if (parsed.success && parsed.data.title !== undefined) onSubmit(parsed.data.title);
    else form.setErrors(parsed.success ? {} : issuesToFieldErrors(parsed.error.issues, FIELDS));
  };

  return (
    <FormDialog {...dialog} title={t('ai-exam.rename')} submitLabel={core('common.save')} onSubmit={submit}>
      {serverError && (
        <Alert color="red" title={t('ai-exam.saveFailed')} role="alert">
          {serverError}
        </Alert>
      )}
      <TextInput label={t('ai-exam.nameLabel')} required data-autofocus {...singleTextField(form, 'title')} />
    </FormDialog>
  );
}
