import { ActionIcon, Anchor, Badge, Group, Text, Tooltip } from '@mantine/core';
import type { DiscussionMessage } from '@pastexam/api-contract';
import { IconTrash } from '@tabler/icons-react';
import { memo } from 'react';
import { discussionMessages } from '../i18n/compiled/discussion.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';
import { TimeAgo } from '../time-ago.tsx';
import { type QuestionReference, splitMessage } from './message-links.ts';

/** What a message's references to questions need: the archive's questions and a way to show one. */
export type QuestionLinking = {
  /** The archive's questions, by name. Required. */
  questions: readonly QuestionReference[];
  /** Scrolls the file to a question's start. Required. */
  onOpen: (questionId: number) => void;
};

/**
 * A message's text: line breaks kept, web addresses as links that open in a new tab, `#` and a question's name as
 * a link that scrolls the file to it (with `linking`), the rest as plain text.
 */
export function MessageText({ body, linking }: { body: string; linking?: QuestionLinking | undefined }) {
  const t = useT(discussionMessages);
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {splitMessage(body, linking?.questions ?? []).map((part, index) => {
        if (part.kind === 'link')
          return (
            <Anchor key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow" inherit>
              {part.text}
            </Anchor>
          );
        if (part.kind === 'question' && linking)
          return (
            <Anchor
              key={index}
              component="button"
              type="button"
              inherit
              title={t('discussion.openQuestion')}
              onClick={() => linking.onOpen(part.questionId)}
            >
              {part.text}
            </Anchor>
          );
        return part.text;
      })}
    </Text>
  );
}

export type MessageItemProps = {
  message: DiscussionMessage;
  /** The time relative times are counted from, in milliseconds. Required. */
  now: number;
  /** Whether the viewer may delete it (its author, or an administrator). Required. */
  deletable: boolean;
  /** Called by the delete button. Required. */
  onDelete: (message: DiscussionMessage) => void;
  /** Its deletion is running. Default false. */
  deleting?: boolean;
  /** The archive's questions its references link to. Default: none (references stay text). */
  linking?: QuestionLinking | undefined;
};

/** One message: who wrote it and when, its text, and a delete button for those who may. */
export const MessageItem = memo(function MessageItem({
  message,
  now,
  deletable,
  onDelete,
  deleting = false,
  linking,
}: MessageItemProps) {
  const t = useT(discussionMessages);
  const deleted = message.deleted_at !== null;
  const author = deleted ? null : (message.author?.name ?? t('discussion.goneAuthor'));
  const admin = !deleted && message.author?.is_admin === true;
  return (
    <li
      aria-label={
        deleted
          ? t('discussion.deleted')
          : t(admin ? 'discussion.messageByAdmin' : 'discussion.messageBy', { author: author ?? '' })
      }
    >
      <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
        <Group gap={6} wrap="wrap" miw={0}>
          {author !== null && (
            <Text size="sm" fw={600}>
              {author}
            </Text>
          )}
          {admin && (
            <Badge size="xs" variant="light" color="red">
              {t('discussion.admin')}
            </Badge>
          )}
          <TimeAgo at={message.created_at} now={now} />
        </Group>
        {deletable && !deleted && (
          <Tooltip label={t('discussion.delete')}>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label={t('discussion.delete')}
              loading={deleting}
              onClick={() => onDelete(message)}
            >
              <IconTrash size={14} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      {deleted ? (
        <Text size="sm" c="dimmed" fs="italic">
          {t('discussion.deleted')}
        </Text>
      ) : (
        <MessageText body={message.body} linking={linking} />
      )}
    </li>
  );
});
