import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useT } from '@pastexam/ui/i18n';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * What a page that failed to draw shows instead, in place of the whole shell: a last resort. The reader sees
 * no error text; the console keeps it so the failure is not lost.
 */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  const t = useT();
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Container size="xs" py="xl">
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{t('routeError.title')}</Title>
        <Text c="dimmed">{t('routeError.text')}</Text>
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
      </Stack>
    </Container>
  );
}
