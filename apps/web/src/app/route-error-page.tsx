import { Button, Container, Stack, Text, Title } from '@mantine/core';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * What a page that failed to draw shows instead, in place of the whole shell: a last resort. The reader sees
 * no error text; the console keeps it so the failure is not lost.
 */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Container size="xs" py="xl">
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>頁面發生錯誤</Title>
        <Text c="dimmed">這個頁面暫時無法顯示，請重新整理後再試；若問題持續發生，請回報問題。</Text>
        <Button onClick={() => window.location.reload()}>重新整理</Button>
      </Stack>
    </Container>
  );
}
