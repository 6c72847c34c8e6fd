import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../../../app/not-found-page.tsx';
import { PracticeStartPage } from '../../../../features/practice/components/practice-start-page.tsx';
import { routeId } from '../../../../lib/route-id.ts';

/** 模擬考 on one archive: start or resume one, and 上次模擬考. */
export const Route = createFileRoute('/_auth/practice/$archiveId/')({
  component: PracticeStartRoute,
});

function PracticeStartRoute() {
  const archiveId = routeId(Route.useParams().archiveId);
  return archiveId === null ? <NotFoundPage /> : <PracticeStartPage archiveId={archiveId} />;
}
