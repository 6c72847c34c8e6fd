import { Anchor, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { TopicQuestion } from '@pastexam/api-contract';
import { toast } from '@pastexam/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useServices } from '../../../lib/services.tsx';
import { useQueryFailure } from '../../../lib/use-query-failure.ts';
import { topicPageQuery } from '../api/topic-page.ts';

/** Where a question opens: its exam previewed on its course's page, at the question. */
const target = (one: TopicQuestion) => ({
  to: '/archive' as const,
  search: { course: one.course.id, archive: one.archive.id, question: one.question.id },
});

/** A topic's page: its questions across courses, exams and years, newest first, and how many are answered. */
export function TopicPage({ topicId }: { topicId: string }) {
  const { api } = useServices();
  const page = useQuery(topicPageQuery(api, topicId));
  useQueryFailure(page, () => toast.error('載入失敗', '無法載入主題'));
  const data = page.data;
  return (
    <Container size="md" py="lg">
      {data === undefined ? (
        <Center role="status" aria-label="正在載入主題">
          <Loader size="sm" aria-hidden />
        </Center>
      ) : (
        <Stack gap="md">
          <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/topics" />}>
            ← 所有主題
          </Anchor>
          <Title order={1} size="h2">
            {data.topic.area ? `${data.topic.area.name_zh} › ` : ''}
            {data.topic.name_zh}
          </Title>
          <Text c="dimmed" lang="en">
            {data.topic.name_en}
          </Text>
          <Text>
            已解答 {data.coverage.answered} / {data.coverage.total} 題
          </Text>
          {data.questions.length === 0 ? (
            <Text c="dimmed">還沒有題目帶有這個主題。</Text>
          ) : (
            <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
              {data.questions.map((one) => (
                <Group component="li" key={one.question.id} gap="xs" justify="space-between" wrap="wrap">
                  <Stack gap={0}>
                    <Anchor renderRoot={(props) => <Link {...props} {...target(one)} />}>
                      {one.archive.academic_year} 學年度 {one.archive.name} · {one.question.name}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {one.course.name} · {one.archive.professor}
                      {one.status === 'proposed' ? ' · 待確認' : ''}
                    </Text>
                  </Stack>
                  <Text size="sm" c="dimmed">
                    {one.answer_count > 0 ? `${one.answer_count} 則解答` : '尚無解答'}
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Container>
  );
}
