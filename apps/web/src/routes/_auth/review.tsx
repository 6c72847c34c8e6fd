import { useT } from '@pastexam/ui/i18n';
import { reviewMessages } from '@pastexam/ui/messages/review';
import { createFileRoute } from '@tanstack/react-router';
import { ArchiveQuestionRegion } from '../../app/question-region.tsx';
import { ReviewPage } from '../../features/review/components/review-page.tsx';

/** 複習: today's review, one card at a time, an archive question's card drawing the question from its PDF. */
export const Route = createFileRoute('/_auth/review')({
  component: ReviewRoute,
});

function ReviewRoute() {
  const t = useT(reviewMessages);
  return (
    <ReviewPage
      renderQuestion={(card) => (
        <ArchiveQuestionRegion
          courseId={card.course_id}
          archiveId={card.archive_id}
          region={card.region}
          label={t('review.questionRegion', { name: card.question_name })}
        />
      )}
    />
  );
}
