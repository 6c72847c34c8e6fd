import { routes } from '@pastexam/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import { useServices } from '../../../lib/services.tsx';

/** POST /users/me/archive-reports/seen: opening 我的檢舉 marks every outcome seen; the answer replaces the cache. */
export function useMarkMyArchiveReportsSeen() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(routes.archiveReports.markMyArchiveReportsSeen),
    onSuccess: (list) => queryClient.setQueryData(queryKeys.myArchiveReports, list),
  });
}
