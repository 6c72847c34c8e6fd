import { Anchor, Container, Stack } from '@mantine/core';
import type { TopicQuestion } from '@pastexam/api-contract';
import { toast } from '@pastexam/ui/toast';
import { TopicQuestions } from '@pastexam/ui/topics';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { toastRefusal } from '../../../lib/refusals.ts';
import { useServices } from '../../../lib/services.tsx';
import { topicPageQuery, useTopicWorksheet } from '../api/topic-page.ts';

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
  const makeWorksheet = useTopicWorksheet();
  const shown = page.data;
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
          making={makeWorksheet.isPending}
          onMakeWorksheet={
            shown &&
            (() =>
              makeWorksheet.mutate(shown, {
                onSuccess: (worksheet) => {
                  toast.success('已建立題單', `「${worksheet.title}」共 ${worksheet.questions.length} 題`);
                  void navigate({ to: '/worksheets/$worksheetId', params: { worksheetId: worksheet.id } });
                },
                onError: (error) => toastRefusal('無法建立題單', error),
              }))
          }
        />
      </Stack>
    </Container>
  );
}
