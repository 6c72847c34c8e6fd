import { Anchor, Container, Stack } from '@mantine/core';
import type { TopicQuestion } from '@pastexam/api-contract';
import { useT } from '@pastexam/ui/i18n';
import { topicsMessages } from '@pastexam/ui/messages/topics';
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
  const t = useT(topicsMessages);
  const core = useT();
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
          {t('topics.allTopics')}
        </Anchor>
        <TopicQuestions
          page={page.data ?? null}
          error={page.error ? errorMessage(page.error, t('topics.loadFailed')) : null}
          onRetry={() => void page.refetch()}
          href={(one) => router.buildLocation(target(one)).href}
          onOpen={(one) => void navigate(target(one))}
          making={makeWorksheet.isPending}
          onMakeWorksheet={
            shown &&
            (() =>
              makeWorksheet.mutate(shown, {
                onSuccess: (worksheet) => {
                  toast.success(
                    t('topics.worksheetMade'),
                    t('topics.worksheetMadeDetail', {
                      title: worksheet.title,
                      count: worksheet.questions.length,
                    }),
                  );
                  void navigate({ to: '/worksheets/$worksheetId', params: { worksheetId: worksheet.id } });
                },
                onError: (error) => toastRefusal(t('topics.worksheetFailed'), error, core('common.tryLater')),
              }))
          }
        />
      </Stack>
    </Container>
  );
}
