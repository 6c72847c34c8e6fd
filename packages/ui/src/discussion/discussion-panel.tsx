import { Box, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import type { DiscussionMessage } from '@pastexam/api-contract';
import { type Actor, mayManage } from '@pastexam/api-contract';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { LoadError } from '../archives/load-error.tsx';
import { discussionMessages } from '../i18n/compiled/discussion.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';
import { useMinuteClock } from '../use-minute-clock.ts';
import { MessageComposer, type MessageComposerProps } from './message-composer.tsx';
import { MessageItem, type QuestionLinking } from './message-item.tsx';

/** Who is reading: their own messages, and every message for an administrator, can be deleted. */
export type DiscussionViewer = Actor;

export type DiscussionPanelProps = MessageComposerProps & {
  /** The messages loaded so far, oldest first. Required. */
  messages: DiscussionMessage[];
  /** The signed-in reader. Required. */
  viewer: DiscussionViewer;
  /** While the newest messages are first loaded. Default false. */
  loading?: boolean;
  /** Why the messages could not be loaded (zh-TW); the list is not shown. Default none. */
  error?: string | null;
  /** Called by 重試 when loading failed. Default: no 重試. */
  onRetry?: () => void;
  /** Whether earlier messages exist. Default false. */
  hasOlder?: boolean;
  /** While earlier messages load. Default false. */
  loadingOlder?: boolean;
  /** Called to load earlier messages: by scrolling to the top, or by 載入較早的留言. Required. */
  onLoadOlder: () => void;
  /** Called by a message's delete button. Required. */
  onDelete: (message: DiscussionMessage) => void;
  /** The message whose deletion runs. Default none. */
  deletingId?: number | null;
  /** The live connection is down and being restored; messages may arrive late meanwhile. Default false. */
  reconnecting?: boolean;
  /** The archive's questions that `#` and a name link to, and showing one. Default: none (such text stays text). */
  questionLinking?: QuestionLinking;
  /** The time relative times count from, in milliseconds. Default: the clock, read again every minute. */
  now?: number;
};

/** Near enough to the bottom that a new message scrolls into view, in pixels. */
const FOLLOW_PX = 80;
/** Near enough to the top that earlier messages are asked for, in pixels. */
const LOAD_OLDER_PX = 40;

/**
 * Keeps the list where the reader expects it: at the newest message when it first appears and whenever a new
 * one arrives while the reader is at the bottom, and on the same message when earlier ones are put above it.
 */
function useScrollAnchor(messages: DiscussionMessage[]) {
  const area = useRef<HTMLDivElement>(null);
  const last = useRef<{ first?: number; newest?: number; height: number; atBottom: boolean }>({
    height: 0,
    atBottom: true,
  });
  useLayoutEffect(() => {
    const element = area.current;
    if (!element) return;
    const before = last.current;
    const first = messages[0]?.id;
    const newest = messages.at(-1)?.id;
    if (before.first !== undefined && first !== before.first && newest === before.newest) {
      element.scrollTop += element.scrollHeight - before.height;
    } else if (newest !== before.newest && before.atBottom) {
      element.scrollTop = element.scrollHeight;
    }
    last.current = { first, newest, height: element.scrollHeight, atBottom: before.atBottom };
  }, [messages]);
  const onScroll = () => {
    const element = area.current;
    if (!element) return;
    const fromBottom = element.scrollHeight - element.scrollTop - element.clientHeight;
    last.current = { ...last.current, height: element.scrollHeight, atBottom: fromBottom <= FOLLOW_PX };
  };
  return { area, onScroll };
}

function Status({ children }: { children: ReactNode }) {
  return (
    <Center py="xl" role="status">
      {children}
    </Center>
  );
}

/**
 * The discussion beside an archive (product §4.10): its messages oldest to newest, each with its author and
 * how long ago it was written, earlier ones loaded by scrolling up, and the field to write one below.
 */
export function DiscussionPanel(props: DiscussionPanelProps) {
  const { messages, viewer, loading = false, error = null, hasOlder = false, loadingOlder = false } = props;
  const t = useT(discussionMessages);
  const now = useMinuteClock(props.now);
  const { area, onScroll } = useScrollAnchor(messages);
  const scrolled = () => {
    onScroll();
    if (hasOlder && !loadingOlder && (area.current?.scrollTop ?? 0) <= LOAD_OLDER_PX) props.onLoadOlder();
  };

  let list: ReactNode;
  if (loading)
    list = (
      <Status>
        <Group gap="xs">
          <Loader size="sm" aria-hidden />
          <Text size="sm">{t('discussion.loading')}</Text>
        </Group>
      </Status>
    );
  else if (error) list = <LoadError message={error} onRetry={props.onRetry} />;
  else if (messages.length === 0)
    list = (
      <Status>
        <Stack gap={4} align="center">
          <Text fw={600}>{t('discussion.empty')}</Text>
          <Text size="sm" c="dimmed" ta="center">
            {t('discussion.emptyHint')}
          </Text>
        </Stack>
      </Status>
    );
  else
    list = (
      <Stack gap="xs">
        {hasOlder && (
          <Center>
            <Button variant="subtle" size="xs" loading={loadingOlder} onClick={props.onLoadOlder}>
              {t('discussion.loadOlder')}
            </Button>
          </Center>
        )}
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('discussion.messages')}
        >
          {messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              now={now}
              deletable={mayManage(viewer, message.author?.id ?? null)}
              deleting={props.deletingId === message.id}
              onDelete={props.onDelete}
              linking={props.questionLinking}
            />
          ))}
        </Stack>
      </Stack>
    );

  return (
    <Stack gap="sm" style={{ flex: 1, minHeight: 0 }}>
      {props.reconnecting && (
        <Text size="xs" c="dimmed" role="status">
          {t('discussion.reconnecting')}
        </Text>
      )}
      <Box
        ref={area}
        onScroll={scrolled}
        role="log"
        aria-label={t('discussion.log')}
        aria-busy={loading || loadingOlder}
        tabIndex={0}
        style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}
      >
        {list}
      </Box>
      <MessageComposer
        draft={props.draft}
        onDraftChange={props.onDraftChange}
        onSend={props.onSend}
        sending={props.sending}
        sendError={props.sendError}
        cooldownSeconds={props.cooldownSeconds}
      />
    </Stack>
  );
}
