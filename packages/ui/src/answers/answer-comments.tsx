import { ActionIcon, Group, Loader, Stack, Text } from '@mantine/core';
import { type Actor, ANSWER_COMMENT_MAX_LENGTH, type AnswerComment, mayManage } from '@pastexam/api-contract';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { LoadError } from '../archives/load-error.tsx';
import { MessageComposer, type MessageComposerProps } from '../discussion/message-composer.tsx';
import { MessageText } from '../discussion/message-item.tsx';
import { TimeAgo } from '../time-ago.tsx';
import { GONE_AUTHOR } from './answer-labels.ts';

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
  let list: ReactNode;
  if (loading) list = <Loader size="xs" role="status" aria-label="正在載入留言" />;
  else if (error) list = <LoadError message={error} onRetry={onRetry} />;
  else if (comments.length === 0)
    list = (
      <Text size="xs" c="dimmed">
        還沒有留言
      </Text>
    );
  else
    list = (
      <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }} aria-label="解答的留言">
        {comments.map((comment) => {
          const author = comment.author?.name ?? GONE_AUTHOR;
          const deletable = onDelete && comment.author !== null && mayManage(viewer, comment.author.id);
          return (
            <li key={comment.id} aria-label={`${author} 的留言`}>
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
                    aria-label="刪除留言"
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
