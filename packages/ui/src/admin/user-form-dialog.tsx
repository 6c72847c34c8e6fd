import { PasswordInput, Switch, Text, TextInput } from '@mantine/core';
import {
  type User,
  type UserCreate,
  type UserUpdate,
  userCreateSchema,
  userUpdateSchema,
} from '@pastexam/api-contract';
import { type FieldErrors, issuesToFieldErrors } from '../form/field-errors.ts';
import { adminMessages } from '../i18n/compiled/admin.catalogue.ts';
import type { Translate } from '../i18n/i18n.ts';
import { useT } from '../i18n/locale-provider.tsx';
import type { MessageId } from '../i18n/messages/admin.zh-TW.ts';
import { FormDialog, type FormDialogControl, recordDialogLabels } from './form-dialog.tsx';
import { useFormDraft } from './use-form-draft.ts';
import { authProviderLabel } from './user-labels.ts';

const FIELDS = ['name', 'email', 'password'] as const;
export type UserField = (typeof FIELDS)[number];

/** What the dialog hands back: a new local account, or the changes to an existing one. */
export type UserSubmission = { kind: 'create'; values: UserCreate } | { kind: 'update'; values: UserUpdate };

export interface UserFormDialogProps extends FormDialogControl {
  /** The account being edited, or null to create a local account. Required, no default. */
  user: User | null;
  /**
   * The account is the signed-in admin's own: the admin switch is locked on, and no password is offered (their
   * own menu's 變更密碼 changes it). Default false.
   */
  isSelf?: boolean;
  /** Messages from the server shown on their field, e.g. a duplicate email. Default none. */
  fieldErrors?: FieldErrors<UserField>;
  /** Called with checked values; an edit leaves the password out unless one was typed. Required, no default. */
  onSubmit: (submission: UserSubmission) => void;
}

type Draft = { name: string; email: string; password: string; is_admin: boolean };
const EMPTY: Draft = { name: '', email: '', password: '', is_admin: false };
const draftOf = (user: User | null): Draft =>
  user ? { name: user.name, email: user.email, password: '', is_admin: user.is_admin } : EMPTY;

/**
 * The dialog's draft and field errors, and its submission checked against the contract: a new local account,
 * or the changes to `user` (its password left out unless one was typed). A closed dialog must not keep a typed
 * password around.
 */
function useUserForm(
  dialog: { opened: boolean },
  user: User | null,
  fieldErrors: FieldErrors<UserField> | undefined,
  onSubmit: (submission: UserSubmission) => void,
) {
  const { draft, setDraft, errors, setErrors, clear } = useFormDraft(
    dialog,
    fieldErrors,
    user,
    draftOf,
    EMPTY,
  );

  const change = (field: keyof Draft, value: string | boolean) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (field !== 'is_admin') clear(field);
  };

  const submit = () => {
    const showIssues = (issues: Parameters<typeof issuesToFieldErrors>[0]) =>
      setErrors(issuesToFieldErrors(issues, FIELDS));
    if (user === null) {
      const parsed = userCreateSchema.safeParse(draft);
      if (parsed.success) onSubmit({ kind: 'create', values: parsed.data });
      else showIssues(parsed.error.issues);
      return;
    }
    const password = draft.password === '' ? undefined : draft.password;
    const parsed = userUpdateSchema.safeParse({ ...draft, password });
    if (parsed.success) onSubmit({ kind: 'update', values: parsed.data });
    else showIssues(parsed.error.issues);
  };

  return { draft, errors, change, submit };
}

/**
 * Why no password is offered for the account, or null when one is: a single sign-on account has none here, and
 * an admin's own password is changed from their own menu, which keeps them signed in; a reset here would not.
 */
function passwordNoteOf(t: Translate<MessageId>, user: User | null, isSelf: boolean): string | null {
  if (user === null) return null;
  if (user.auth_provider !== 'local') return t('admin.ssoPasswordNote');
  return isSelf ? t('admin.selfPasswordNote') : null;
}

/** Create a local account, or edit an account's name, email, admin flag and (local only) password. */
export function UserFormDialog({
  user,
  isSelf = false,
  fieldErrors,
  onSubmit,
  ...dialog
}: UserFormDialogProps) {
  const { draft, errors, change, submit } = useUserForm(dialog, user, fieldErrors, onSubmit);
  const t = useT(adminMessages);
  const passwordNote = passwordNoteOf(t, user, isSelf);
  // A local account signs in with either of the two as its 帳號; a single sign-on account with neither.
  const signsIn = user === null || user.auth_provider === 'local';

  return (
    <FormDialog {...dialog} {...recordDialogLabels(t, user !== null, t('admin.userNoun'))} onSubmit={submit}>
      {user && (
        <Text size="sm" c="dimmed">
          {t('admin.accountTypeOf', { provider: authProviderLabel(t, user.auth_provider) })}
        </Text>
      )}
      <TextInput
        label={t('admin.name')}
        description={signsIn ? t('admin.nameSignsIn') : undefined}
        required
        data-autofocus
        autoComplete="off"
        value={draft.name}
        error={errors.name}
        onChange={(event) => change('name', event.currentTarget.value)}
      />
      <TextInput
        label={t('admin.email')}
        description={signsIn ? t('admin.emailSignsIn') : undefined}
        type="email"
        required
        autoComplete="off"
        value={draft.email}
        error={errors.email}
        onChange={(event) => change('email', event.currentTarget.value)}
      />
      {passwordNote === null ? (
        <PasswordInput
          label={t(user ? 'admin.resetPassword' : 'admin.password')}
          description={t(user ? 'admin.resetPasswordDescription' : 'admin.passwordDescription')}
          required={user === null}
          autoComplete="new-password"
          value={draft.password}
          error={errors.password}
          visibilityToggleButtonProps={{ 'aria-label': t('admin.showPassword') }}
          onChange={(event) => change('password', event.currentTarget.value)}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {passwordNote}
        </Text>
      )}
      <Switch
        label={t('admin.administrator')}
        // The label wraps the description too; keep the accessible name short and the note as its description.
        aria-label={t('admin.administrator')}
        checked={draft.is_admin}
        disabled={isSelf}
        description={t(isSelf ? 'admin.selfDemotionNote' : 'admin.adminDescription')}
        onChange={(event) => change('is_admin', event.currentTarget.checked)}
      />
    </FormDialog>
  );
}
