import { routes } from '@pastexam/api-contract';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.tsx';

/** POST /ai-exam/generate: only the archive ids (product §10.2); `task_conflict` while another runs. */
export function useGenerateExam() {
  const { api } = useServices();
  return useMutation({
    mutationFn: (archiveIds: number[]) =>
      api.call(routes.aiExam.generate, { body: { archive_ids: archiveIds } }),
  });
}
