import { routes } from '@pastexam/api-contract';
import type { DescribedExam } from '@pastexam/ui/archives/upload';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../../../lib/services.tsx';

/**
 * POST /courses/{id}/wishes/matches for the exam described in the wizard: how many open wishes of the course it
 * would fulfil, and how many people wait on them. Nothing is changed, so no list is refreshed.
 */
export function useWishMatches() {
  const { api } = useServices();
  return useMutation({
    mutationFn: ({ courseId, exam }: { courseId: number; exam: DescribedExam }) =>
      api.call(routes.wishes.findWishMatches, { params: { id: String(courseId) }, body: exam }),
  });
}
