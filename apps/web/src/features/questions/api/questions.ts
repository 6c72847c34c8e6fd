import { type QuestionList, routes } from '@pastexam/api-contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.tsx';

const paramsOf = (archiveId: number) => ({ aid: String(archiveId) });
const questionParams = (archiveId: number, questionId: number) => ({
  aid: String(archiveId),
  qid: String(questionId),
});

/** GET /archives/{aid}/questions/history: 編輯紀錄, newest first; read afresh whenever it opens. */
export const questionHistoryQuery = (api: ApiClient, archiveId: number) =>
  queryOptions({
    queryKey: queryKeys.archiveQuestionHistory(archiveId),
    queryFn: ({ signal }) =>
      api.callWith(signal, routes.questions.questionHistory, { params: paramsOf(archiveId) }),
    staleTime: 0,
  });

/** Every change a reader makes to an archive's questions, as one call each. */
export type QuestionEdit =
  | { kind: 'add'; page: number; top: number }
  | { kind: 'move'; questionId: number; page: number; top: number }
  | { kind: 'rename'; questionId: number; name: string }
  | { kind: 'confirm'; questionId: number }
  | { kind: 'confirm-all' }
  | { kind: 'remove'; questionId: number }
  | { kind: 'lock' }
  | { kind: 'unlock' };

function send(api: ApiClient, archiveId: number, edit: QuestionEdit): Promise<QuestionList> {
  const { questions } = routes;
  const params = paramsOf(archiveId);
  switch (edit.kind) {
    case 'add':
      return api.call(questions.addQuestion, { params, body: { page: edit.page, top: edit.top } });
    case 'move':
      return api.call(questions.moveQuestion, {
        params: questionParams(archiveId, edit.questionId),
        body: { page: edit.page, top: edit.top },
      });
    case 'rename':
      return api.call(questions.renameQuestion, {
        params: questionParams(archiveId, edit.questionId),
        body: { name: edit.name },
      });
    case 'confirm':
      return api.call(questions.confirmQuestion, { params: questionParams(archiveId, edit.questionId) });
    case 'confirm-all':
      return api.call(questions.confirmAllQuestions, { params });
    case 'remove':
      return api.call(questions.removeQuestion, { params: questionParams(archiveId, edit.questionId) });
    case 'lock':
      return api.call(questions.lockQuestions, { params });
    case 'unlock':
      return api.call(questions.unlockQuestions, { params });
  }
}

/**
 * One change to an archive's questions (product §4.11): the server answers the list renumbered, which replaces the
 * cached one; the history is read again when it next opens.
 */
export function useEditQuestions(archiveId: number) {
  const { api, queryClient } = useServices();
  return useMutation({
    mutationFn: (edit: QuestionEdit) => send(api, archiveId, edit),
    onSuccess: (list) => {
      queryClient.setQueryData(queryKeys.archiveQuestions(archiveId), list);
      void queryClient.invalidateQueries({ queryKey: queryKeys.archiveQuestionHistory(archiveId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.archiveSimilarQuestions(archiveId) });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.archiveQuestions(archiveId) }),
  });
}
