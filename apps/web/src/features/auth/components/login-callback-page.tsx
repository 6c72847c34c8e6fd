import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useT } from '@pastexam/ui/i18n';
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
  const t = useT();

  useEffect(() => {
    if (errorMessage === null || toasted.current) return;
    toasted.current = true;
    toast.error(t('login.callbackFailed'), errorMessage);
  }, [errorMessage, t]);

  return (
    <Container size="xs" py="xl">
      <Stack align="center" ta="center" gap="md">
        <Title order={1} size="h2">
          {errorMessage === null ? t('login.callbackEmptyTitle') : t('login.callbackFailed')}
        </Title>
        <Text>{errorMessage ?? t('login.callbackEmpty')}</Text>
        <Button component={Link} to="/">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}
