import { createFileRoute } from '@tanstack/react-router';
import { useExamSourcePreview } from '../../../../app/exam-source-preview.tsx';
import { ExamPage } from '../../../../features/ai-exam/pages/exam-page.tsx';
import { useMockQuestionReview } from '../../../../features/review/components/use-mock-question-review.ts';

/** One mock exam, to read and practise (product §6.10); its sources open in the archive preview. */
export const Route = createFileRoute('/_auth/exams/$taskId/')({
  component: ExamRoute,
});

function ExamRoute() {
  const { taskId } = Route.useParams();
  const preview = useExamSourcePreview();
  const review = useMockQuestionReview(taskId);
  return (
    <>
      <ExamPage taskId={taskId} onOpenSource={preview.open} review={review} />
      {preview.element}
    </>
  );
}
