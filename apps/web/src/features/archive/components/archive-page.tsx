import { Box, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { courseCategories, courseCategoryLabels } from '@pastexam/api-contract';

type ArchivePageProps = {
  /** The signed-in user's display name. */
  userName: string;
  /** Whether the course list beside the page is shown (the top bar's sidebar toggle). */
  sidebarOpened: boolean;
};

/** The archive: the course list by category beside the selected course's past exams. */
export function ArchivePage({ userName, sidebarOpened }: ArchivePageProps) {
  return (
    <Group align="flex-start" gap={0} wrap="nowrap">
      {sidebarOpened && (
        <Box component="nav" aria-label="課程列表" w={260} p="md" style={{ flexShrink: 0 }}>
          <Text fw={600} mb="xs">
            課程分類
          </Text>
          <List listStyleType="none" spacing="xs">
            {courseCategories.map((category) => (
              <List.Item key={category}>{courseCategoryLabels[category]}</List.Item>
            ))}
          </List>
        </Box>
      )}
      <Container size="md" py="xl" style={{ flex: 1 }}>
        <Stack gap="sm">
          <Title order={1}>考古題</Title>
          <Text>{userName}，歡迎回來。</Text>
          <Text c="dimmed">從課程列表選擇一門課程，即可依學年查看它的期中考、期末考與小考。</Text>
        </Stack>
      </Container>
    </Group>
  );
}
