import { Button, Divider, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { DialogFrame } from '../dialog-frame/dialog-frame.tsx';
import { textField } from '../form/text-field.ts';
import { loginDialogMessages } from '../i18n/compiled/login-dialog.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';

/** What the user typed; emptiness is checked by the caller, not here. */
export interface LoginValues {
  account: string;
  password: string;
}

export interface LoginDialogProps {
  /** Whether the dialog is shown; closing it clears both fields. Required, no default. */
  opened: boolean;
  /** The login call is running: 登入 shows a spinner and nothing can be submitted again. Required, no default. */
  loading: boolean;
  /** Whether university single sign-on is configured. Required, no default. */
  ssoEnabled: boolean;
  /** Why single sign-on is unavailable, shown under its disabled button; null when enabled. Required, no default. */
  ssoDisabledReason: string | null;
  /** Called with the typed values on 登入 or Enter in either field. Required, no default. */
  onSubmit: (values: LoginValues) => void;
  /** Called on 使用校務帳號登入. Required, no default. */
  onSso: () => void;
  /** Called by the close button; Escape and clicks outside do not close the dialog. Required, no default. */
  onClose: () => void;
}

const EMPTY: LoginValues = { account: '', password: '' };

export function LoginDialog({
  opened,
  loading,
  ssoEnabled,
  ssoDisabledReason,
  onSubmit,
  onSso,
  onClose,
}: LoginDialogProps) {
  const [values, setValues] = useState<LoginValues>(EMPTY);
  const [passwordVisible, setPasswordVisible] = useState(false);
  const reasonId = useId();
  const t = useT(loginDialogMessages);

  // A closed dialog must not keep a password around for the next person at this screen.
  useEffect(() => {
    if (!opened) {
      setValues(EMPTY);
      setPasswordVisible(false);
    }
  }, [opened]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!loading) onSubmit(values);
  };

  return (
    <DialogFrame
      opened={opened}
      onClose={onClose}
      title={t('login-dialog.title')}
      size={350}
      closeOnEscape={false}
      closeOnClickOutside={false}
      styles={{ content: { maxWidth: '85vw' } }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('login-dialog.account')}
            // Either works (product §3.2); the admin's user dialog says so under both fields.
            description={t('login-dialog.accountHint')}
            name="account"
            autoComplete="username"
            {...textField(values, setValues, 'account')}
            data-autofocus
          />
          <PasswordInput
            label={t('login-dialog.password')}
            name="password"
            autoComplete="current-password"
            {...textField(values, setValues, 'password')}
            visible={passwordVisible}
            onVisibilityChange={setPasswordVisible}
            visibilityToggleButtonProps={{ 'aria-label': t('login-dialog.showPassword') }}
          />
          <Button type="submit" fullWidth loading={loading} mt="xs">
            {t('login-dialog.submit')}
          </Button>
        </Stack>
      </form>
      <Divider label={t('login-dialog.or')} labelPosition="center" my="md" />
      <Button
        variant="default"
        fullWidth
        leftSection={<IconSchool size={18} aria-hidden />}
        onClick={onSso}
        disabled={!ssoEnabled || loading}
        aria-describedby={ssoEnabled ? undefined : reasonId}
      >
        {t('login-dialog.sso')}
      </Button>
      {!ssoEnabled && (
        <Text id={reasonId} size="xs" ta="center" mt={6}>
          {/* Shown when the server gave no reason, so a disabled button is never left unexplained. */}
          {ssoDisabledReason ?? t('login-dialog.ssoUnavailable')}
        </Text>
      )}
    </DialogFrame>
  );
}
