import type { SimilarQuestion } from '@pastexam/api-contract';
import { useT } from '@pastexam/ui/i18n';
import { questionsMessages } from '@pastexam/ui/messages/questions';
import { SimilarQuestions } from '@pastexam/ui/questions';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { errorMessage } from '../../lib/api-client.ts';
import { useServices } from '../../lib/services.tsx';
import { similarQuestionsQuery } from './api/similar.ts';

/** Where a 相似題 opens: its exam previewed on its course's page, at that question. */
const target = (similar: SimilarQuestion) => ({
  to: '/archive' as const,
  search: { course: similar.course.id, archive: similar.archive.id, question: similar.question.id },
});

/** 相似題 of the question shown (product §4.18), each opening its own exam at that question. */
export function SimilarQuestionsPanel({ archiveId, questionId }: { archiveId: number; questionId: number }) {
  const t = useT(questionsMessages);
  const { api } = useServices();
  const router = useRouter();
  const navigate = useNavigate();
  const similar = useQuery(similarQuestionsQuery(api, archiveId, questionId));
  return (
    <SimilarQuestions
      similar={similar.data?.similar ?? null}
      recurringYears={similar.data?.recurring_years}
      error={similar.error ? errorMessage(similar.error, t('questions.similarFailed')) : null}
      onRetry={() => void similar.refetch()}
      href={(one) => router.buildLocation(target(one)).href}
      onOpen={(one) => void navigate(target(one))}
    />
  );
}
