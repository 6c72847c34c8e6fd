import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useT } from '@pastexam/ui/i18n';
import { Link } from '@tanstack/react-router';

export function NotFoundPage() {
  const t = useT();
  return (
    <Container size="xs" py="xl">
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <Button component={Link} to="/">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}
