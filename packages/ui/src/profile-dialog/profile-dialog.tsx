import { Button, Divider, Group, Text, TextInput } from '@mantine/core';
import {
  NICKNAME_MAX_LENGTH,
  type ProfileUpdate,
  profileUpdateSchema,
  type User,
} from '@pastexam/api-contract';
import { IconDevicesOff } from '@tabler/icons-react';
import { FormDialog, type FormDialogControl } from '../admin/form-dialog.tsx';
import { useFormDraft } from '../admin/use-form-draft.ts';
import { authProviderLabels } from '../admin/user-labels.ts';
import { type FieldErrors, issuesToFieldErrors } from '../form/field-errors.ts';
import { singleTextField } from '../form/text-field.ts';
import classes from './profile-dialog.module.css';

const FIELDS = ['nickname'] as const;
export type ProfileField = (typeof FIELDS)[number];

/** Under 暱稱: what it is for and its one limit (product §3.11). */
export const NICKNAME_HINT = `討論區與頁首顯示的名稱，最多 ${NICKNAME_MAX_LENGTH} 個字；留空則顯示帳號名稱`;

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
  const saved = account.nickname ?? '';
  const form = useFormDraft(dialog, fieldErrors, saved, (text) => text);

  const submit = () => {
    const parsed = profileUpdateSchema.safeParse({ nickname: form.draft });
    if (parsed.success) onSubmit(parsed.data);
    else form.setErrors(issuesToFieldErrors(parsed.error.issues, FIELDS));
  };

  return (
    <FormDialog {...dialog} title="個人資料" submitLabel="儲存" onSubmit={submit}>
      <TextInput
        label="暱稱"
        description={NICKNAME_HINT}
        placeholder={account.name}
        autoComplete="nickname"
        data-autofocus
        {...singleTextField(form, 'nickname')}
      />
      <dl className={classes.facts}>
        <div>
          <dt>帳號類型</dt>
          <dd>{authProviderLabels[account.auth_provider]}</dd>
        </div>
        <div>
          <dt>帳號名稱</dt>
          <dd>{account.name}</dd>
        </div>
        <div>
          <dt>電子郵件</dt>
          <dd>{account.email}</dd>
        </div>
      </dl>
      {account.auth_provider === 'oidc' && (
        <Text size="xs" c="dimmed">
          單一登入帳號的名稱與電子郵件由校務系統提供。
        </Text>
      )}
      <Divider />
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" c="dimmed">
          結束你在所有裝置上的登入，包括這一個。
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
          登出所有裝置
        </Button>
      </Group>
    </FormDialog>
  );
}
