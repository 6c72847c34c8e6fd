import { type DiscussionMessage, routes } from '@pastexam/api-contract';
import { infiniteQueryOptions, useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '../../../api/query-keys.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.tsx';
import { type MessagePages, mergeMessage } from '../cache.ts';

const paramsOf = (archiveId: number) => ({ aid: String(archiveId) });

/**
 * GET /archives/{aid}/messages, page by page: the newest 50 first, then earlier ones by `before`. Kept current
 * by the archive's event stream, never refetched on its own while it is shown.
 */
export const messagesQuery = (api: ApiClient, archiveId: number) =>
  infiniteQueryOptions({
    queryKey: queryKeys.archiveMessages(archiveId),
    queryFn: ({ signal, pageParam }) =>
      api.callWith(signal, routes.discussion.listMessages, {
        params: paramsOf(archiveId),
        query: pageParam === null ? {} : { before: pageParam },
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => (page.has_more ? (page.messages.at(-1)?.id ?? null) : null),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Puts a message as the server answered it into the archive's discussion. */
export function useMergeMessage(archiveId: number) {
  const { queryClient } = useServices();
  return useCallback(
    (message: DiscussionMessage) =>
      queryClient.setQueryData<MessagePages>(queryKeys.archiveMessages(archiveId), (data) =>
        mergeMessage(data, message),
      ),
    [queryClient, archiveId],
  );
}

/** POST /archives/{aid}/messages: shown at once, before the stream brings it back. */
export function usePostMessage(archiveId: number) {
  const { api } = useServices();
  const merge = useMergeMessage(archiveId);
  return useMutation({
    mutationFn: (body: string) =>
      api.call(routes.discussion.postMessage, { params: paramsOf(archiveId), body: { body } }),
    onSuccess: merge,
  });
}

/** DELETE /archives/{aid}/messages/{mid} (its author or an administrator). */
export function useDeleteMessage(archiveId: number) {
  const { api } = useServices();
  const merge = useMergeMessage(archiveId);
  return useMutation({
    mutationFn: (messageId: number) =>
      api.call(routes.discussion.deleteMessage, {
        params: { ...paramsOf(archiveId), mid: String(messageId) },
      }),
    onSuccess: merge,
  });
}
