import { routes, type Worksheet, type WorksheetSummary } from '@pastexam/api-contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { fileNameFromDisposition } from '../../../lib/file-name.ts';
import { useServices } from '../../../lib/services.tsx';

const { worksheets } = routes;

/** GET /users/me/worksheets: 我的題單, the last changed first. */
export const myWorksheetsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.myWorksheets,
    queryFn: ({ signal }) => api.callWith(signal, worksheets.listMyWorksheets),
  });

/** GET /worksheets/{wid}: a worksheet, anyone's, by its link. */
export const worksheetQuery = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: queryKeys.worksheet(id),
    queryFn: ({ signal }) => api.callWith(signal, worksheets.getWorksheet, { params: { wid: id } }),
  });

/** What a change answers: the worksheet as it now is, kept for its page, and 我的題單 asked again. */
function useKeepWorksheet() {
  const queryClient = useQueryClient();
  return (worksheet: Worksheet) => {
    queryClient.setQueryData(queryKeys.worksheet(worksheet.id), worksheet);
    void queryClient.invalidateQueries({ queryKey: queryKeys.myWorksheets });
  };
}

/** 加入題單: the question at the end of a worksheet of the reader's, or the first of a new one. */
export function useAddToWorksheet() {
  const { api } = useServices();
  const keep = useKeepWorksheet();
  return useMutation({
    mutationFn: ({ questionId, to }: { questionId: number; to: WorksheetSummary | { title: string } }) =>
      'id' in to
        ? api.call(worksheets.addWorksheetQuestion, {
            params: { wid: to.id },
            body: { question_id: questionId },
          })
        : api.call(worksheets.createWorksheet, { body: { title: to.title, question_ids: [questionId] } }),
    onSuccess: keep,
  });
}

/** PUT /worksheets/{wid}: the owner's new title or order, all of it at once. */
export function useUpdateWorksheet(id: string) {
  const { api } = useServices();
  const keep = useKeepWorksheet();
  return useMutation({
    mutationFn: (change: { title: string; questionIds: number[] }) =>
      api.call(worksheets.updateWorksheet, {
        params: { wid: id },
        body: { title: change.title, question_ids: change.questionIds },
      }),
    onSuccess: keep,
  });
}

/** 依主題加入: a topic's questions at the end of the owner's worksheet; answers how many were new to it. */
export function useAddWorksheetTopic(id: string) {
  const { api } = useServices();
  const keep = useKeepWorksheet();
  return useMutation({
    mutationFn: (topicId: number) =>
      api.call(worksheets.addWorksheetTopic, { params: { wid: id }, body: { topic_id: topicId } }),
    onSuccess: ({ worksheet }) => keep(worksheet),
  });
}

/** GET /worksheets/{wid}/pdf: the printed worksheet and the name the server gives it. */
export function useWorksheetPdf(id: string) {
  const { api } = useServices();
  return useMutation({
    mutationFn: async (withAnswers: boolean) => {
      const response = await api.call(worksheets.worksheetPdf, {
        params: { wid: id },
        query: { answers: withAnswers ? 'with' : 'without' },
      });
      const fileName =
        fileNameFromDisposition(response.headers.get('content-disposition')) ?? 'worksheet.pdf';
      return { blob: await response.blob(), fileName };
    },
  });
}
