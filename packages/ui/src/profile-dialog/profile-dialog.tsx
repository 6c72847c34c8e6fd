import { Button, Divider, Group, Text, TextInput } from '@mantine/core';
import {
  NICKNAME_MAX_LENGTH,
  type ProfileUpdate,
  profileUpdateSchema,
  type User,
} from '@pastexam/api-contract';
import { IconDevicesOff } from '@tabler/icons-react';
import { FormDialog, type FormDialogControl } from '../admin/form-dialog.tsx';
import { useAdminWords } from '../admin/use-admin-words.ts';
import { useFormDraft } from '../admin/use-form-draft.ts';
import { authProviderLabel } from '../admin/user-labels.ts';
import { type FieldErrors, issuesToFieldErrors } from '../form/field-errors.ts';
import { singleTextField } from '../form/text-field.ts';
import { profileDialogMessages } from '../i18n/compiled/profile-dialog.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';
import classes from './profile-dialog.module.css';

const FIELDS = ['nickname'] as const;
export type ProfileField = (typeof FIELDS)[number];

/** The account the dialog describes: what the server's GET /users/me says of it. */
export type ProfileAccount = Pick<User, 'name' | 'nickname' | 'email' | 'auth_provider'>;

export interface ProfileDialogProps extends FormDialogControl {
  /** The signed-in user's account. Required, no default. */
  account: ProfileAccount;
  /** Messages from the server shown on their field: a nickname someone else has. Default none. */
  fieldErrors?: FieldErrors<ProfileField>;
  /** Called with the checked nickname (null to clear it). Required, no default. */
  onSubmit: (update: ProfileUpdate) => void;
  /** Called by 登出所有裝置; the caller asks for confirmation. Required, no default. */
  onLogoutAll: () => void;
}

/**
 * 個人資料 from the user's own menu: their nickname, which they may set or clear, and what they cannot change
 * here (the account type, the name and the email), with 登出所有裝置 at the foot. Reopening starts from the
 * saved nickname.
 */
export function ProfileDialog({
  account,
  fieldErrors,
  onSubmit,
  onLogoutAll,
  ...dialog
}: ProfileDialogProps) {
  const t = useT(profileDialogMessages);
  // 本機帳號 or 單一登入, as the admin's user list names them (its words never suspend).
  const adminWords = useAdminWords();
  const saved = account.nickname ?? '';
  const form = useFormDraft(dialog, fieldErrors, saved, (text) => text);

  const submit = () => {
    const parsed = profileUpdateSchema.safeParse({ nickname: form.draft });
    if (parsed.success) onSubmit(parsed.data);
    else form.setErrors(issuesToFieldErrors(parsed.error.issues, FIELDS));
  };

  return (
    <FormDialog
      {...dialog}
      title={t('profile-dialog.title')}
      submitLabel={t('profile-dialog.save')}
      onSubmit={submit}
    >
      <TextInput
        label={t('profile-dialog.nickname')}
        // Under the nickname: what it is for and its one limit (product §3.11).
        description={t('profile-dialog.nicknameHint', { max: NICKNAME_MAX_LENGTH })}
        placeholder={account.name}
        autoComplete="nickname"
        data-autofocus
        {...singleTextField(form, 'nickname')}
      />
      <dl className={classes.facts}>
        <div>
          <dt>{t('profile-dialog.accountType')}</dt>
          <dd>{authProviderLabel(adminWords, account.auth_provider)}</dd>
        </div>
        <div>
          <dt>{t('profile-dialog.accountName')}</dt>
          <dd>{account.name}</dd>
        </div>
        <div>
          <dt>{t('profile-dialog.email')}</dt>
          <dd>{account.email}</dd>
        </div>
      </dl>
      {account.auth_provider === 'oidc' && (
        <Text size="xs" c="dimmed">
          {t('profile-dialog.ssoNote')}
        </Text>
      )}
      <Divider />
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" c="dimmed">
          {t('profile-dialog.logoutAllHint')}
        </Text>
        {/* Not a submit: the form's own button saves the nickname. */}
        <Button
          type="button"
          variant="light"
          color="red"
          leftSection={<IconDevicesOff size={16} aria-hidden />}
          onClick={onLogoutAll}
          style={{ flexShrink: 0 }}
        >
          {t('profile-dialog.logoutAll')}
        </Button>
      </Group>
    </FormDialog>
  );
}
