import type { QuestionReview } from '@pastexam/ui/ai-exam/exam';
import { useT } from '@pastexam/ui/i18n';
import { reviewMessages } from '@pastexam/ui/messages/review';
import { useQuery } from '@tanstack/react-query';
import { toastRefusal } from '../../../lib/refusals.ts';
import { useServices } from '../../../lib/services.tsx';
import { reviewDeckQuery, useSetMockQuestionReview } from '../api/review.ts';

/** 加入複習 of each question of the reader's own mock exam, by the question's key, for the exam's page. */
export function useMockQuestionReview(taskId: string): (key: string) => QuestionReview {
  const t = useT(reviewMessages);
  const core = useT();
  const { api } = useServices();
  const deck = useQuery(reviewDeckQuery(api));
  const change = useSetMockQuestionReview();
  const asked = change.isPending && change.variables.taskId === taskId ? change.variables : null;
  return (key) => {
    const pending = asked?.key === key;
    const kept = deck.data?.mock_exam_questions.some(
      (member) => member.task_id === taskId && member.question_key === key,
    );
    return {
      inReview: pending && asked ? asked.inReview : (kept ?? false),
      pending,
      onChange: (inReview) =>
        change.mutate(
          { taskId, key, inReview },
          { onError: (error) => toastRefusal(t('review.updateFailed'), error, core('common.tryLater')) },
        ),
    };
  };
}
