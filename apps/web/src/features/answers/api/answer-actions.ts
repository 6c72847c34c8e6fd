import { type Answer, type ArchiveAnswers, routes, type VoteValue } from '@pastexam/api-contract';
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '../../../api/query-keys.ts';
import { useServices } from '../../../lib/services.tsx';
import { mergeAnswer, removeAnswer, updateAnswer, withVote } from '../cache.ts';

const idOf = (answer: Pick<Answer, 'id'>) => ({ id: String(answer.id) });

/** Changes the archive's answers in the cache with `change`. */
function useChangeAnswers(archiveId: number) {
  const { queryClient } = useServices();
  return useCallback(
    (change: (data: ArchiveAnswers | undefined) => ArchiveAnswers | undefined) =>
      queryClient.setQueryData<ArchiveAnswers>(queryKeys.archiveAnswers(archiveId), change),
    [queryClient, archiveId],
  );
}

/** Puts an answer as the server answered it into the archive's answers. */
export function useMergeAnswer(archiveId: number) {
  const change = useChangeAnswers(archiveId);
  return useCallback((answer: Answer) => change((data) => mergeAnswer(data, answer)), [change]);
}

/** POST /archives/{aid}/questions/{qid}/answers: shown at once, before the stream brings it back. */
export function usePostAnswer(archiveId: number) {
  const { api } = useServices();
  const merge = useMergeAnswer(archiveId);
  return useMutation({
    mutationFn: ({ questionId, body }: { questionId: number; body: string }) =>
      api.call(routes.answers.postAnswer, {
        params: { aid: String(archiveId), qid: String(questionId) },
        body: { body },
      }),
    onSuccess: merge,
  });
}

/** PATCH /answers/{id} (its author). */
export function useEditAnswer(archiveId: number) {
  const { api } = useServices();
  const merge = useMergeAnswer(archiveId);
  return useMutation({
    mutationFn: ({ answer, body }: { answer: Answer; body: string }) =>
      api.call(routes.answers.editAnswer, { params: idOf(answer), body: { body } }),
    onSuccess: merge,
  });
}

/** DELETE /answers/{id} (its author or an administrator). */
export function useDeleteAnswer(archiveId: number) {
  const { api } = useServices();
  const change = useChangeAnswers(archiveId);
  return useMutation({
    mutationFn: (answer: Answer) => api.call(routes.answers.deleteAnswer, { params: idOf(answer) }),
    onSuccess: (_, answer) =>
      change((data) => removeAnswer(data, { id: answer.id, question_id: answer.question_id })),
  });
}

/**
 * PUT /answers/{id}/vote: the vote shows at once; a refusal puts the answer back as it was, and the server's
 * answer replaces the guess.
 */
export function useVoteAnswer(archiveId: number) {
  const { api } = useServices();
  const change = useChangeAnswers(archiveId);
  const merge = useMergeAnswer(archiveId);
  return useMutation({
    mutationFn: ({ answer, vote }: { answer: Answer; vote: VoteValue }) =>
      api.call(routes.answers.voteAnswer, { params: idOf(answer), body: { value: vote } }),
    onMutate: ({ answer, vote }) =>
      change((data) => updateAnswer(data, answer.id, (shown) => withVote(shown, vote))),
    onError: (_, { answer }) => merge(answer),
    onSuccess: merge,
  });
}

/** PUT or DELETE /answers/{id}/endorsement (an expert of the course). */
export function useEndorseAnswer(archiveId: number) {
  const { api } = useServices();
  const merge = useMergeAnswer(archiveId);
  return useMutation({
    mutationFn: ({ answer, endorse }: { answer: Answer; endorse: boolean }) =>
      endorse
        ? api.call(routes.answers.endorseAnswer, { params: idOf(answer) })
        : api.call(routes.answers.unendorseAnswer, { params: idOf(answer) }),
    onSuccess: merge,
  });
}

/** PUT or DELETE /answers/{id}/official (an administrator or an expert of the course). */
export function useMarkOfficial(archiveId: number) {
  const { api } = useServices();
  const merge = useMergeAnswer(archiveId);
  return useMutation({
    mutationFn: ({ answer, official }: { answer: Answer; official: boolean }) =>
      official
        ? api.call(routes.answers.markAnswerOfficial, { params: idOf(answer) })
        : api.call(routes.answers.unmarkAnswerOfficial, { params: idOf(answer) }),
    onSuccess: merge,
  });
}
