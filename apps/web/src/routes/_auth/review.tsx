import { createFileRoute } from '@tanstack/react-router';
import { ArchiveQuestionRegion } from '../../app/question-region.tsx';
import { ReviewPage } from '../../features/review/components/review-page.tsx';

/** 複習: today's review, one card at a time, an archive question's card drawing the question from its PDF. */
export const Route = createFileRoute('/_auth/review')({
  component: ReviewRoute,
});

function ReviewRoute() {
  return (
    <ReviewPage
      renderQuestion={(card) => (
        <ArchiveQuestionRegion
          courseId={card.course_id}
          archiveId={card.archive_id}
          region={card.region}
          label={`${card.question_name}的題目`}
        />
      )}
    />
  );
}
