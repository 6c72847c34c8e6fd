import { Anchor, Container, Stack } from '@mantine/core';
import type { TopicQuestion } from '@pastexam/api-contract';
import { TopicQuestions } from '@pastexam/ui/topics';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.tsx';
import { topicPageQuery } from '../api/topic-page.ts';

/** Where a question opens: its exam previewed on its course's page, at the question. */
const target = (one: TopicQuestion) => ({
  to: '/archive' as const,
  search: { course: one.course.id, archive: one.archive.id, question: one.question.id },
});

/** A topic's page: its questions across courses, exams and years, newest first, and how many are answered. */
export function TopicPage({ topicId }: { topicId: string }) {
  const { api } = useServices();
  const router = useRouter();
  const navigate = useNavigate();
  const page = useQuery(topicPageQuery(api, topicId));
  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/topics" />}>
          ← 所有主題
        </Anchor>
        <TopicQuestions
          page={page.data ?? null}
          error={page.error ? errorMessage(page.error, '無法載入主題，請稍後再試') : null}
          onRetry={() => void page.refetch()}
          href={(one) => router.buildLocation(target(one)).href}
          onOpen={(one) => void navigate(target(one))}
        />
      </Stack>
    </Container>
  );
}
