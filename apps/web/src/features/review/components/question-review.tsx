import type { Question } from '@pastexam/api-contract';
import { useT } from '@pastexam/ui/i18n';
import { reviewMessages } from '@pastexam/ui/messages/review';
import { ReviewToggle } from '@pastexam/ui/review';
import { useQuery } from '@tanstack/react-query';
import { toastRefusal } from '../../../lib/refusals.ts';
import { useServices } from '../../../lib/services.tsx';
import { reviewDeckQuery, useSetReviewMembership } from '../api/review.ts';

/** 加入複習 of one question, in the slot a question's header gives it beside 收藏. */
export function QuestionReview({ question }: { question: Pick<Question, 'id' | 'name'> }) {
  const t = useT(reviewMessages);
  const core = useT();
  const { api } = useServices();
  const deck = useQuery(reviewDeckQuery(api));
  const change = useSetReviewMembership();
  const asked = change.isPending && change.variables.questionId === question.id ? change.variables : null;
  const inReview = asked ? asked.inReview : (deck.data?.question_ids.includes(question.id) ?? false);
  return (
    <ReviewToggle
      inReview={inReview}
      pending={asked !== null}
      questionName={question.name}
      onChange={(next) =>
        change.mutate(
          { questionId: question.id, inReview: next },
          { onError: (error) => toastRefusal(t('review.updateFailed'), error, core('common.tryLater')) },
        )
      }
    />
  );
}
