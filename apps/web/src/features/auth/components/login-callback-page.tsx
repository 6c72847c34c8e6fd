import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useT } from '@pastexam/ui/i18n';
import { loginDialogMessages } from '@pastexam/ui/messages/login-dialog';
import { toast } from '@pastexam/ui/toast';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

type LoginCallbackPageProps = {
  /** Why single sign-on did not complete, in zh-TW; null when the page was opened without a result. */
  errorMessage: string | null;
};

/** Where single sign-on lands when it did not end in a sign-in (a success moves on to /archive at once). */
export function LoginCallbackPage({ errorMessage }: LoginCallbackPageProps) {
  const toasted = useRef(false);
  const t = useT(loginDialogMessages);
  const core = useT();

  useEffect(() => {
    if (errorMessage === null || toasted.current) return;
    toasted.current = true;
    toast.error(t('login-dialog.callbackFailed'), errorMessage);
  }, [errorMessage, t]);

  return (
    <Container size="xs" py="xl">
      <Stack align="center" ta="center" gap="md">
        <Title order={1} size="h2">
          {errorMessage === null ? t('login-dialog.callbackEmptyTitle') : t('login-dialog.callbackFailed')}
        </Title>
        <Text>{errorMessage ?? t('login-dialog.callbackEmpty')}</Text>
        <Button component={Link} to="/">
          {core('notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}
