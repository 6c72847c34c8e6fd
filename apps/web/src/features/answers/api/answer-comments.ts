import { type Answer, type AnswerComment, type ArchiveAnswers, routes } from '@pastexam/api-contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.tsx';
import { updateAnswer, withCommentCount } from '../cache.ts';

type CommentList = { comments: AnswerComment[] };

/** GET /answers/{id}/comments: oldest first; kept current by the archive's event stream. */
export const answerCommentsQuery = (api: ApiClient, answerId: number) =>
  queryOptions({
    queryKey: queryKeys.answerComments(answerId),
    queryFn: ({ signal }) =>
      api.callWith(signal, routes.answers.listAnswerComments, { params: { id: String(answerId) } }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** GET /answers/{id}/versions: newest first. */
export const answerVersionsQuery = (api: ApiClient, answerId: number) =>
  queryOptions({
    queryKey: queryKeys.answerVersions(answerId),
    queryFn: ({ signal }) =>
      api.callWith(signal, routes.answers.listAnswerVersions, { params: { id: String(answerId) } }),
  });

/** A comment put into its answer's list (once, however many times it arrives). */
export function addComment(list: CommentList | undefined, comment: AnswerComment) {
  if (!list || list.comments.some((other) => other.id === comment.id)) return list;
  return { comments: [...list.comments, comment] };
}

/** A comment taken from its answer's list. */
export function dropComment(list: CommentList | undefined, commentId: number) {
  return list && { comments: list.comments.filter((comment) => comment.id !== commentId) };
}

/** Adds `delta` to the answer's count of comments in the archive's answers. */
function useCountComments(archiveId: number, answerId: number) {
  const { queryClient } = useServices();
  return (delta: number) =>
    queryClient.setQueryData<ArchiveAnswers>(queryKeys.archiveAnswers(archiveId), (data) =>
      updateAnswer(data, answerId, withCommentCount(delta)),
    );
}

/** POST /answers/{id}/comments: shown and counted at once; the stream's copy of it is then a no-op. */
export function usePostComment(archiveId: number, answer: Pick<Answer, 'id'>) {
  const { api, queryClient } = useServices();
  const count = useCountComments(archiveId, answer.id);
  return useMutation({
    mutationFn: (body: string) =>
      api.call(routes.answers.postAnswerComment, { params: { id: String(answer.id) }, body: { body } }),
    onSuccess: (comment) => {
      queryClient.setQueryData(queryKeys.answerComments(answer.id), (list: CommentList | undefined) =>
        addComment(list, comment),
      );
      count(1);
    },
  });
}

/** DELETE /answers/{id}/comments/{cid} (its author or an administrator). */
export function useDeleteComment(archiveId: number, answer: Pick<Answer, 'id'>) {
  const { api, queryClient } = useServices();
  const count = useCountComments(archiveId, answer.id);
  return useMutation({
    mutationFn: (comment: AnswerComment) =>
      api.call(routes.answers.deleteAnswerComment, {
        params: { id: String(answer.id), cid: String(comment.id) },
      }),
    onSuccess: (_, comment) => {
      queryClient.setQueryData(queryKeys.answerComments(answer.id), (list: CommentList | undefined) =>
        dropComment(list, comment.id),
      );
      count(-1);
    },
  });
}
