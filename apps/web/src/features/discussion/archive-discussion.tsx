import { ApiError, type DiscussionMessage } from '@pastexam/api-contract';
import { useConfirm } from '@pastexam/ui/confirm-dialog';
import { DiscussionPanel, type QuestionLinking } from '@pastexam/ui/discussion';
import { useT } from '@pastexam/ui/i18n';
import { discussionMessages } from '@pastexam/ui/messages/discussion';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { track } from '../../lib/analytics.ts';
import { errorStatus, refusalMessage } from '../../lib/api-client.ts';
import { toastRefusal } from '../../lib/refusals.ts';
import { useCurrentUser, useServices } from '../../lib/services.tsx';
import { messagesQuery, useDeleteMessage, usePostMessage } from './api/messages.ts';
import { oldestFirst } from './cache.ts';
import { type OpenEventSource, useMessageStream } from './use-message-stream.ts';

export type ArchiveDiscussionProps = {
  archiveId: number;
  /** How the live stream is opened; the browser's EventSource unless given (tests). */
  openEvents?: OpenEventSource;
  /** The archive's questions that `#` and a name link to, and scrolling the file to one. Default: none. */
  questionLinking?: QuestionLinking;
};

/** Seconds left of a wait the server asked for, counting down once a second; 0 when there is none. */
function useCountdown(error: unknown): number {
  const asked = error instanceof ApiError ? (error.retryAfterSeconds ?? 0) : 0;
  const [left, setLeft] = useState(asked);
  useEffect(() => {
    setLeft(asked);
    if (asked <= 0) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = asked - Math.floor((Date.now() - started) / 1000);
      setLeft(Math.max(0, remaining));
      if (remaining <= 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [asked, error]);
  return left;
}

/**
 * The archive's discussion (product §4.10): its messages page by page, kept live by the event stream, the field
 * to post, and delete for a message's author and administrators.
 */
export function ArchiveDiscussion({ archiveId, openEvents, questionLinking }: ArchiveDiscussionProps) {
  const t = useT(discussionMessages);
  const core = useT();
  const { api } = useServices();
  const user = useCurrentUser();
  const confirm = useConfirm();
  const messages = useInfiniteQuery(messagesQuery(api, archiveId));
  const { reconnecting } = useMessageStream(archiveId, messages.data?.pages[0]?.stream_cursor, openEvents);
  const post = usePostMessage(archiveId);
  const remove = useDeleteMessage(archiveId);
  const [draft, setDraft] = useState('');
  const cooldown = useCountdown(post.error);

  useEffect(() => {
    track('discussion-open', { archive_id: archiveId });
  }, [archiveId]);

  if (!user) return null;

  const send = () => {
    post.mutate(draft.trim(), {
      onSuccess: (message) => {
        setDraft('');
        track('discussion-post', { archive_id: archiveId, length: message.body.length });
      },
    });
  };

  const onDelete = async (message: DiscussionMessage) => {
    const confirmed = await confirm({
      title: t('discussion.deleteTitle'),
      message: t('discussion.deleteConfirm'),
      confirmLabel: core('common.delete'),
      danger: true,
    });
    if (!confirmed) return;
    remove.mutate(message.id, {
      onSuccess: () => track('discussion-delete', { archive_id: archiveId }),
      onError: (error) => toastRefusal(t('discussion.deleteFailed'), error, core('common.tryLater')),
    });
  };

  const loadFailed = messages.isError && !messages.data && errorStatus(messages.error) !== 401;
  return (
    <DiscussionPanel
      messages={oldestFirst(messages.data)}
      viewer={user}
      loading={messages.isPending}
      error={loadFailed ? refusalMessage(messages.error, t('discussion.loadFailed')) : null}
      onRetry={() => void messages.refetch()}
      hasOlder={messages.hasNextPage}
      loadingOlder={messages.isFetchingNextPage}
      onLoadOlder={() => void messages.fetchNextPage()}
      onDelete={(message) => void onDelete(message)}
      deletingId={remove.isPending ? (remove.variables ?? null) : null}
      reconnecting={reconnecting}
      draft={draft}
      onDraftChange={setDraft}
      onSend={send}
      sending={post.isPending}
      sendError={refusalMessage(post.error, t('discussion.sendFailed'))}
      cooldownSeconds={cooldown}
      questionLinking={questionLinking}
    />
  );
}
