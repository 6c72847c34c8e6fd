import { type ArchiveReportInput, routes } from '@pastexam/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import { useServices } from '../../../lib/services.tsx';

/** POST /archives/{id}/reports: 回報問題 on an archive; 我的檢舉 is asked again after, so the report is listed. */
export function useReportArchive() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ archiveId, input }: { archiveId: number; input: ArchiveReportInput }) =>
      api.call(routes.archiveReports.reportArchive, { params: { id: String(archiveId) }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.myArchiveReports }),
  });
}
