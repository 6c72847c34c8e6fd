import { Button, Container, Stack, Text, Title } from '@mantine/core';
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

  useEffect(() => {
    if (errorMessage === null || toasted.current) return;
    toasted.current = true;
    toast.error('單一登入失敗', errorMessage);
  }, [errorMessage]);

  return (
    <Container size="xs" py="xl">
      <Stack align="center" ta="center" gap="md">
        <Title order={1} size="h2">
          {errorMessage === null ? '沒有登入結果' : '單一登入失敗'}
        </Title>
        <Text>
          {errorMessage ?? '這個頁面用來接收校務單一登入的結果，但網址中沒有登入資訊。請從首頁重新登入。'}
        </Text>
        <Button component={Link} to="/">
          回到首頁
        </Button>
      </Stack>
    </Container>
  );
}
