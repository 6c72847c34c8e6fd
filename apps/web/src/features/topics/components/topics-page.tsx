import { Anchor, Badge, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { toast } from '@pastexam/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useServices } from '../../../lib/services.tsx';
import { useQueryFailure } from '../../../lib/use-query-failure.ts';
import { topicTreeQuery } from '../api/topics.ts';
import { TopicEditor } from './topic-editor.tsx';

/** 主題: the department's tree, each area with its topics and how many questions carry each confirmed. */
export function TopicsPage() {
  const { api } = useServices();
  const tree = useQuery(topicTreeQuery(api));
  useQueryFailure(tree, () => toast.error('載入失敗', '無法載入主題'));
  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          主題
        </Title>
        {tree.data === undefined ? (
          <Center role="status" aria-label="正在載入主題">
            <Loader size="sm" aria-hidden />
          </Center>
        ) : (
          <>
            {tree.data.can_edit && <TopicEditor areas={tree.data.areas} />}
            <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
              {tree.data.areas.map((area) => (
                <Stack component="li" key={area.id} gap={4}>
                  <Group gap="xs">
                    <Anchor
                      renderRoot={(props) => (
                        <Link {...props} to="/topics/$topicId" params={{ topicId: String(area.id) }} />
                      )}
                      fw={600}
                    >
                      {area.name_zh}
                    </Anchor>
                    <Text size="sm" c="dimmed" lang="en">
                      {area.name_en}
                    </Text>
                  </Group>
                  <Group component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
                    {area.children.map((child) => (
                      <Group component="li" key={child.id} gap={4}>
                        <Anchor
                          renderRoot={(props) => (
                            <Link {...props} to="/topics/$topicId" params={{ topicId: String(child.id) }} />
                          )}
                        >
                          {child.name_zh}
                        </Anchor>
                        <Badge variant="light" color="gray" aria-label={`${child.question_count} 題`}>
                          {child.question_count}
                        </Badge>
                      </Group>
                    ))}
                  </Group>
                </Stack>
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Container>
  );
}
