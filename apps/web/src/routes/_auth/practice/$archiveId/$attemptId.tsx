import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../../../app/not-found-page.tsx';
import { PracticeWithRegions } from '../../../../app/practice-with-regions.tsx';
import { routeId } from '../../../../lib/route-id.ts';

/** One 模擬考: its sheet while it runs (resumed after a reload), then its results. */
export const Route = createFileRoute('/_auth/practice/$archiveId/$attemptId')({
  component: PracticeAttemptRoute,
});

function PracticeAttemptRoute() {
  const params = Route.useParams();
  const [archiveId, attemptId] = [routeId(params.archiveId), routeId(params.attemptId)];
  if (archiveId === null || attemptId === null) return <NotFoundPage />;
  return <PracticeWithRegions archiveId={archiveId} attemptId={attemptId} />;
}
