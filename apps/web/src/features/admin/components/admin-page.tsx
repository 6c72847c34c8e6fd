import { Container, Stack, Text, Title } from '@mantine/core';

type AdminPageProps = {
  /** The signed-in administrator's display name. */
  userName: string;
};

/** System administration (系統管理): courses and users. */
export function AdminPage({ userName }: AdminPageProps) {
  return (
    <Container size="lg" py="xl">
      <Stack gap="sm">
        <Title order={1}>系統管理</Title>
        <Text>管理員：{userName}</Text>
        <Text c="dimmed">在這裡管理課程與使用者帳號；考古題本身請在考古題頁面管理。</Text>
      </Stack>
    </Container>
  );
}
