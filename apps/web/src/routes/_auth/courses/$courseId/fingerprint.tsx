import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../../../app/not-found-page.tsx';
import { FingerprintPage } from '../../../../features/topics/components/fingerprint-page.tsx';
import { routeId } from '../../../../lib/route-id.ts';

/** The professor an address names (`?professor=張教授`); absent or not text, every professor. */
type FingerprintSearch = { professor?: string };

function validateFingerprintSearch(raw: Record<string, unknown>): FingerprintSearch {
  const { professor } = raw;
  return typeof professor === 'string' && professor.trim() !== '' ? { professor } : {};
}

/** 出題分析 of a course: its topics × years chart, for every professor or the one the address names. */
export const Route = createFileRoute('/_auth/courses/$courseId/fingerprint')({
  validateSearch: validateFingerprintSearch,
  component: FingerprintRoute,
});

function FingerprintRoute() {
  const courseId = routeId(Route.useParams().courseId);
  const { professor } = Route.useSearch();
  const navigate = Route.useNavigate();
  if (courseId === null) return <NotFoundPage />;
  return (
    <FingerprintPage
      courseId={courseId}
      professor={professor ?? null}
      onProfessorChange={(chosen) =>
        void navigate({ search: chosen === null ? {} : { professor: chosen }, replace: true })
      }
    />
  );
}
