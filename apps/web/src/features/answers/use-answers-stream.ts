import {
  type ArchiveAnswers,
  answerCommentGoneSchema,
  answerCommentSchema,
  answerEvents,
  answerGoneSchema,
  liveAnswerSchema,
} from '@pastexam/api-contract';
import { useCallback } from 'react';
import { queryKeys } from '../../api/query-keys.ts';
import { type OpenEventSource, useArchiveStream } from '../../lib/archive-stream.ts';
import { useCurrentUser, useServices } from '../../lib/services.tsx';
import { addComment, dropComment } from './api/answer-comments.ts';
import { mergeLiveAnswer, removeAnswer, updateAnswer, withCommentCount } from './cache.ts';

const names = Object.values(answerEvents);

/** The event's data as JSON, or null when it is not JSON. */
function dataOf(event: MessageEvent): unknown {
  try {
    return JSON.parse(String(event.data));
  } catch {
    return null;
  }
}

/**
 * Keeps the archive's answers live: answers written, edited, voted on, endorsed, marked official or deleted, and
 * comments added or deleted, on any replica, put into the cache as they happen (product §4.12).
 */
export function useAnswersStream(
  archiveId: number,
  startCursor: string | undefined,
  open?: OpenEventSource,
): { reconnecting: boolean } {
  const { queryClient } = useServices();
  const user = useCurrentUser();
  const onEvent = useCallback(
    (event: MessageEvent) => {
      const key = queryKeys.archiveAnswers(archiveId);
      const change = (next: (data: ArchiveAnswers | undefined) => ArchiveAnswers | undefined) =>
        queryClient.setQueryData<ArchiveAnswers>(key, next);
      const data = dataOf(event);
      switch (event.type) {
        case answerEvents.reset:
          void queryClient.invalidateQueries({ queryKey: key });
          return;
        case answerEvents.changed: {
          const parsed = liveAnswerSchema.safeParse(data);
          if (parsed.success && parsed.data.archive_id === archiveId && user)
            change((answers) => mergeLiveAnswer(answers, parsed.data, user));
          return;
        }
        case answerEvents.deleted: {
          const parsed = answerGoneSchema.safeParse(data);
          if (parsed.success) change((answers) => removeAnswer(answers, parsed.data));
          return;
        }
        case answerEvents.commentCreated: {
          const parsed = answerCommentSchema.safeParse(data);
          if (!parsed.success) return;
          const commentsKey = queryKeys.answerComments(parsed.data.answer_id);
          const before = queryClient.getQueryData<{ comments: { id: number }[] }>(commentsKey);
          // The reader's own comment is already listed and counted.
          if (before?.comments.some((comment) => comment.id === parsed.data.id)) return;
          queryClient.setQueryData(commentsKey, (list: Parameters<typeof addComment>[0]) =>
            addComment(list, parsed.data),
          );
          change((answers) => updateAnswer(answers, parsed.data.answer_id, withCommentCount(1)));
          return;
        }
        case answerEvents.commentDeleted: {
          const parsed = answerCommentGoneSchema.safeParse(data);
          if (!parsed.success) return;
          const commentsKey = queryKeys.answerComments(parsed.data.answer_id);
          const before = queryClient.getQueryData<{ comments: { id: number }[] }>(commentsKey);
          // The reader's own deletion is already counted.
          if (before && !before.comments.some((comment) => comment.id === parsed.data.id)) return;
          queryClient.setQueryData(commentsKey, (list: Parameters<typeof dropComment>[0]) =>
            dropComment(list, parsed.data.id),
          );
          change((answers) => updateAnswer(answers, parsed.data.answer_id, withCommentCount(-1)));
          return;
        }
      }
    },
    [queryClient, archiveId, user],
  );
  return useArchiveStream(archiveId, startCursor, names, onEvent, open);
}
