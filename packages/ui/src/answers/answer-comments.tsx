import { ActionIcon, Group, Loader, Stack, Text } from '@mantine/core';
import { type Actor, ANSWER_COMMENT_MAX_LENGTH, type AnswerComment, mayManage } from '@pastexam/api-contract';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { LoadError } from '../archives/load-error.tsx';
import { MessageComposer, type MessageComposerProps } from '../discussion/message-composer.tsx';
import { MessageText } from '../discussion/message-item.tsx';
import { answersMessages } from '../i18n/compiled/answers.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';
import { TimeAgo } from '../time-ago.tsx';

export type AnswerCommentsProps = Omit<MessageComposerProps, 'maxLength'> & {
  /** The answer's comments, oldest first. Required. */
  comments: AnswerComment[];
  /** The signed-in reader: their own comments, and every one for an administrator, can be deleted. Required. */
  viewer: Actor;
  /** The time relative times count from, in milliseconds. Required. */
  now: number;
  /** While the comments first load. Default false. */
  loading?: boolean;
  /** Why they could not be loaded (zh-TW). Default none. */
  error?: string | null;
  /** Called by 重試 after a failed load. Default: no 重試. */
  onRetry?: () => void;
  /** Called by a comment's delete button. Default: no delete buttons. */
  onDelete?: (comment: AnswerComment) => void;
};

/** The comments on one answer: short plain text, web addresses as links, and the field to add one. */
export function AnswerComments({
  comments,
  viewer,
  now,
  loading = false,
  error = null,
  onRetry,
  onDelete,
  ...composer
}: AnswerCommentsProps) {
  const t = useT(answersMessages);
  let list: ReactNode;
  if (loading) list = <Loader size="xs" role="status" aria-label={t('answers.loadingComments')} />;
  else if (error) list = <LoadError message={error} onRetry={onRetry} />;
  else if (comments.length === 0)
    list = (
      <Text size="xs" c="dimmed">
        {t('answers.noComments')}
      </Text>
    );
  else
    list = (
      <Stack
        component="ul"
        gap={6}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('answers.commentList')}
      >
        {comments.map((comment) => {
          const author = comment.author?.name ?? t('answers.goneAuthor');
          const deletable = onDelete && comment.author !== null && mayManage(viewer, comment.author.id);
          return (
            <li key={comment.id} aria-label={t('answers.commentBy', { author })}>
              <Group gap={6} justify="space-between" wrap="nowrap">
                <Group gap={6}>
                  <Text size="xs" fw={600}>
                    {author}
                  </Text>
                  <TimeAgo at={comment.created_at} now={now} />
                </Group>
                {deletable && (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="sm"
                    aria-label={t('answers.deleteComment')}
                    onClick={() => onDelete(comment)}
                  >
                    <IconTrash size={14} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
              <MessageText body={comment.body} />
            </li>
          );
        })}
      </Stack>
    );
  return (
    <Stack gap="xs" pl="sm" style={{ borderLeft: '2px solid var(--mantine-color-default-border)' }}>
      {list}
      <MessageComposer {...composer} maxLength={ANSWER_COMMENT_MAX_LENGTH} />
    </Stack>
  );
}
