import { createFileRoute } from '@tanstack/react-router';
import { ExamPrintPage } from '../../../../features/ai-exam/pages/exam-print-page.tsx';

/** A mock exam's print view, for 下載 PDF (product §6.10). */
export const Route = createFileRoute('/_auth/exams/$taskId/print')({
  component: PrintRoute,
});

function PrintRoute() {
  const { taskId } = Route.useParams();
  return <ExamPrintPage taskId={taskId} />;
}
