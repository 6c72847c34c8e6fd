import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { MESSAGE_MAX_LENGTH, messageLength } from '@pastexam/api-contract';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { type KeyboardEvent, useId } from 'react';
import { discussionMessages } from '../i18n/compiled/discussion.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';

export type MessageComposerProps = {
  /** The message being written. Required. */
  draft: string;
  /** Called with the text as it is typed. Required. */
  onDraftChange: (draft: string) => void;
  /** Called by 送出 and by Ctrl/⌘+Enter, only while the draft can be sent. Required. */
  onSend: () => void;
  /** While the message is being sent: 送出 shows a loader. Default false. */
  sending?: boolean;
  /** Why the last message was not sent (the server's zh-TW detail), shown above the field. Default none. */
  sendError?: string | null;
  /** Seconds until the rate limit lets the viewer post again; 送出 waits until then. Default 0. */
  cooldownSeconds?: number;
  /** The longest text that can be sent, in characters. Default MESSAGE_MAX_LENGTH (a discussion's). */
  maxLength?: number;
};

/**
 * Writing a message (product §4.10) or a comment on an answer: a field of up to 500 characters (or `maxLength`) with its count, 送出, and Ctrl+Enter
 * (⌘+Enter on a Mac) to send without leaving the keyboard.
 */
export function MessageComposer({
  draft,
  onDraftChange,
  onSend,
  sending = false,
  sendError = null,
  cooldownSeconds = 0,
  maxLength = MESSAGE_MAX_LENGTH,
}: MessageComposerProps) {
  const t = useT(discussionMessages);
  const countId = useId();
  const length = messageLength(draft.trim());
  const tooLong = length > maxLength;
  const sendable = length > 0 && !tooLong && !sending && cooldownSeconds <= 0;
  const send = () => {
    if (sendable) onSend();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      send();
    }
  };
  return (
    <Stack gap={6}>
      {sendError && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" py="xs">
          <Text size="sm">{sendError}</Text>
        </Alert>
      )}
      <Textarea
        aria-label={t('discussion.field')}
        placeholder={t('discussion.placeholder')}
        value={draft}
        onChange={(event) => onDraftChange(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        rows={3}
        resize="vertical"
        error={tooLong ? t('discussion.tooLong', { max: maxLength }) : undefined}
        aria-describedby={countId}
      />
      <Group justify="space-between" gap="xs">
        <Text id={countId} size="xs" c={tooLong ? 'red' : 'dimmed'}>
          {t('discussion.count', { length, max: maxLength })}
        </Text>
        <Button
          size="xs"
          leftSection={<IconSend size={14} aria-hidden />}
          onClick={send}
          disabled={!sendable && !sending}
          loading={sending}
        >
          {cooldownSeconds > 0
            ? t('discussion.cooldown', { seconds: cooldownSeconds })
            : t('discussion.send')}
        </Button>
      </Group>
    </Stack>
  );
}
