import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export function NotFoundPage() {
  return (
    <Container size="xs" py="xl">
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>找不到這個頁面</Title>
        <Text c="dimmed">網址可能有誤，或頁面已經移除。</Text>
        <Button component={Link} to="/">
          回到首頁
        </Button>
      </Stack>
    </Container>
  );
}
