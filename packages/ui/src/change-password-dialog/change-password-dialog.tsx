import { PasswordInput } from '@mantine/core';
import { type PasswordChange, passwordChangeSchema } from '@pastexam/api-contract';
import type { ChangeEvent } from 'react';
import { FormDialog, type FormDialogControl } from '../admin/form-dialog.tsx';
import { useFormDraft } from '../admin/use-form-draft.ts';
import { type FieldErrors, issuesToFieldErrors } from '../form/field-errors.ts';
import { changePasswordDialogMessages } from '../i18n/compiled/change-password-dialog.catalogue.ts';
import type { Translate } from '../i18n/i18n.ts';
import { useT } from '../i18n/locale-provider.tsx';
import type { MessageId } from '../i18n/messages/change-password-dialog.zh-TW.ts';

const FIELDS = ['current_password', 'new_password', 'confirm_password'] as const;
export type PasswordField = (typeof FIELDS)[number];

export interface ChangePasswordDialogProps extends FormDialogControl {
  /** Messages from the server shown on their field, e.g. a wrong current password. Default none. */
  fieldErrors?: FieldErrors<PasswordField>;
  /** Called with the checked passwords (the confirmation left out). Required, no default. */
  onSubmit: (change: PasswordChange) => void;
}

type Draft = Record<PasswordField, string>;
const EMPTY: Draft = { current_password: '', new_password: '', confirm_password: '' };

/** The checks of the contract's password change, and the confirmation typed again (its mismatch in `t`'s words). */
function check(
  draft: Draft,
  t: Translate<MessageId>,
): { change: PasswordChange } | { errors: FieldErrors<PasswordField> } {
  const parsed = passwordChangeSchema.safeParse(draft);
  const errors = parsed.success ? {} : issuesToFieldErrors(parsed.error.issues, FIELDS);
  if (errors.new_password === undefined && draft.confirm_password !== draft.new_password) {
    errors.confirm_password = t('change-password-dialog.mismatch');
  }
  if (!parsed.success || errors.confirm_password !== undefined) return { errors };
  return { change: parsed.data };
}

/**
 * 變更密碼: a local account's own password, proven by the current one and typed twice; closing the dialog
 * clears every field.
 */
export function ChangePasswordDialog({ fieldErrors, onSubmit, ...dialog }: ChangePasswordDialogProps) {
  const t = useT(changePasswordDialogMessages);
  // A closed dialog must not keep a typed password around.
  const { draft, setDraft, errors, setErrors, clear } = useFormDraft(
    dialog,
    fieldErrors,
    null,
    () => EMPTY,
    EMPTY,
  );

  const change = (field: PasswordField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    clear(field);
  };

  const submit = () => {
    const checked = check(draft, t);
    if ('change' in checked) onSubmit(checked.change);
    else setErrors(checked.errors);
  };

  const field = (name: PasswordField, label: string, show: string, autoComplete: string) => ({
    label,
    required: true,
    autoComplete,
    value: draft[name],
    error: errors[name],
    // Mantine's PasswordInput describes its input by the message but does not mark it invalid.
    'aria-invalid': errors[name] ? true : undefined,
    visibilityToggleButtonProps: { 'aria-label': show },
    onChange: (event: ChangeEvent<HTMLInputElement>) => change(name, event.currentTarget.value),
  });

  return (
    <FormDialog
      {...dialog}
      title={t('change-password-dialog.title')}
      submitLabel={t('change-password-dialog.submit')}
      onSubmit={submit}
    >
      <PasswordInput
        data-autofocus
        {...field(
          'current_password',
          t('change-password-dialog.currentPassword'),
          t('change-password-dialog.showCurrentPassword'),
          'current-password',
        )}
      />
      <PasswordInput
        description={t('change-password-dialog.newPasswordHint')}
        {...field(
          'new_password',
          t('change-password-dialog.newPassword'),
          t('change-password-dialog.showNewPassword'),
          'new-password',
        )}
      />
      <PasswordInput
        {...field(
          'confirm_password',
          t('change-password-dialog.confirmPassword'),
          t('change-password-dialog.showConfirmPassword'),
          'new-password',
        )}
      />
    </FormDialog>
  );
}
