import { PasswordInput } from '@mantine/core';
import { type PasswordChange, passwordChangeSchema } from '@pastexam/api-contract';
import type { ChangeEvent } from 'react';
import { FormDialog, type FormDialogControl } from '../admin/form-dialog.tsx';
import { useFormDraft } from '../admin/use-form-draft.ts';
import { type FieldErrors, issuesToFieldErrors } from '../form/field-errors.ts';

const FIELDS = ['current_password', 'new_password', 'confirm_password'] as const;
export type PasswordField = (typeof FIELDS)[number];

/** Shown under 確認新密碼 when it differs from 新密碼. */
export const PASSWORD_MISMATCH = '兩次輸入的密碼不一致';

export interface ChangePasswordDialogProps extends FormDialogControl {
  /** Messages from the server shown on their field, e.g. a wrong current password. Default none. */
  fieldErrors?: FieldErrors<PasswordField>;
  /** Called with the checked passwords (the confirmation left out). Required, no default. */
  onSubmit: (change: PasswordChange) => void;
}

type Draft = Record<PasswordField, string>;
const EMPTY: Draft = { current_password: '', new_password: '', confirm_password: '' };

/** The checks of the contract's password change, and the confirmation typed again. */
function check(draft: Draft): { change: PasswordChange } | { errors: FieldErrors<PasswordField> } {
  const parsed = passwordChangeSchema.safeParse(draft);
  const errors = parsed.success ? {} : issuesToFieldErrors(parsed.error.issues, FIELDS);
  if (errors.new_password === undefined && draft.confirm_password !== draft.new_password) {
    errors.confirm_password = PASSWORD_MISMATCH;
  }
  if (!parsed.success || errors.confirm_password !== undefined) return { errors };
  return { change: parsed.data };
}

/**
 * 變更密碼: a local account's own password, proven by the current one and typed twice; closing the dialog
 * clears every field.
 */
export function ChangePasswordDialog({ fieldErrors, onSubmit, ...dialog }: ChangePasswordDialogProps) {
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
    const checked = check(draft);
    if ('change' in checked) onSubmit(checked.change);
    else setErrors(checked.errors);
  };

  const field = (name: PasswordField, label: string, autoComplete: string) => ({
    label,
    required: true,
    autoComplete,
    value: draft[name],
    error: errors[name],
    // Mantine's PasswordInput describes its input by the message but does not mark it invalid.
    'aria-invalid': errors[name] ? true : undefined,
    visibilityToggleButtonProps: { 'aria-label': `顯示${label}` },
    onChange: (event: ChangeEvent<HTMLInputElement>) => change(name, event.currentTarget.value),
  });

  return (
    <FormDialog {...dialog} title="變更密碼" submitLabel="變更密碼" onSubmit={submit}>
      <PasswordInput data-autofocus {...field('current_password', '目前的密碼', 'current-password')} />
      <PasswordInput
        description="至少 8 個字元；變更後，其他裝置上的登入都會結束"
        {...field('new_password', '新密碼', 'new-password')}
      />
      <PasswordInput {...field('confirm_password', '確認新密碼', 'new-password')} />
    </FormDialog>
  );
}
