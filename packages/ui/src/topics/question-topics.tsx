import { Anchor, Badge, Button, Center, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import type { QuestionTopic } from '@pastexam/api-contract';
import { type ReactNode, useId, useState } from 'react';
import { LoadError } from '../archives/load-error.tsx';
import { followInPage } from '../archives/plain-click.ts';
import { topicsMessages } from '../i18n/compiled/topics.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';
import type { TopicOption } from './topic-options.ts';

export type QuestionTopicsProps = {
  /** The question's tags, confirmed first; null while on their way. Required. */
  tags: readonly QuestionTopic[] | null;
  /** The caller is an expert of the question's course or an admin: 確認 and 駁回 are shown. Default false. */
  canDecide?: boolean;
  /** Every topic of the tree, for 提議主題. Default []. */
  options?: readonly TopicOption[];
  /** The address of a topic's page. Required. */
  href: (topicId: number) => string;
  /** Called instead of following a plain click on a topic (the app navigates itself). Default: links followed. */
  onOpen?: (topicId: number) => void;
  /** 提議 a topic, from the list or a suggestion. Required. */
  onPropose: (topicId: number, source: QuestionTopic['source']) => void;
  /** 確認 a tag (experts and admins). Required. */
  onConfirm: (topicId: number) => void;
  /** 駁回 a tag (experts and admins). Required. */
  onReject: (topicId: number) => void;
  /** A change is on its way: the buttons wait. Default false. */
  busy?: boolean;
  /** Why they could not be loaded (zh-TW). Default none. */
  error?: string | null;
  /** Called by 重試 after a failed load. Default: no 重試. */
  onRetry?: () => void;
  /** 請 AI 推薦主題 with the reader's own Gemini key. Default: no such button. */
  onAskAi?: () => void;
  /** Gemini is being asked: the button spins. Default false. */
  askingAi?: boolean;
  /** Why Gemini could not recommend (zh-TW), shown under the button. Default none. */
  aiError?: string | null;
};

/** How each state reads, in words as well as looks (message ids): confirmed tinted, proposed outlined, suggested dotted. */
export const tagStatusLabels = {
  confirmed: 'topics.statusConfirmed',
  proposed: 'topics.statusProposed',
  suggested: 'topics.statusSuggested',
} as const;
const SOURCE_LABELS = { person: null, keyword: 'topics.sourceKeyword', ai: 'topics.sourceAi' } as const;

function TagItem({ tag, ...props }: { tag: QuestionTopic } & Omit<QuestionTopicsProps, 'tags' | 'options'>) {
  const name = tag.topic.area_zh ? `${tag.topic.area_zh} › ${tag.topic.name_zh}` : tag.topic.name_zh;
  const t = useT(topicsMessages);
  const source = SOURCE_LABELS[tag.source];
  const status = t(tagStatusLabels[tag.status]);
  const variant = tag.status === 'confirmed' ? 'light' : tag.status === 'proposed' ? 'outline' : 'dot';
  return (
    <Group component="li" gap="xs" wrap="wrap">
      <Badge variant={variant} color={tag.status === 'confirmed' ? 'teal' : 'gray'} tt="none">
        {source && tag.status !== 'confirmed'
          ? t('topics.statusWithSource', { status, source: t(source) })
          : status}
      </Badge>
      <Anchor
        href={props.href(tag.topic.id)}
        onClick={props.onOpen && followInPage(() => props.onOpen?.(tag.topic.id))}
        lang="zh-TW"
      >
        {name}
      </Anchor>
      {tag.status === 'suggested' && (
        <Button
          size="compact-xs"
          variant="light"
          disabled={props.busy}
          onClick={() => props.onPropose(tag.topic.id, tag.source)}
          aria-label={t('topics.proposeTopic', { name: tag.topic.name_zh })}
        >
          {t('topics.propose')}
        </Button>
      )}
      {props.canDecide && tag.status !== 'confirmed' && (
        <Button
          size="compact-xs"
          disabled={props.busy}
          onClick={() => props.onConfirm(tag.topic.id)}
          aria-label={t('topics.confirmTopic', { name: tag.topic.name_zh })}
        >
          {t('topics.confirm')}
        </Button>
      )}
      {props.canDecide && (
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          disabled={props.busy}
          onClick={() => props.onReject(tag.topic.id)}
          aria-label={t('topics.rejectTopic', { name: tag.topic.name_zh })}
        >
          {t('topics.reject')}
        </Button>
      )}
    </Group>
  );
}

function ProposeTopic({
  options,
  busy,
  onPropose,
}: Pick<QuestionTopicsProps, 'busy' | 'onPropose'> & { options: readonly TopicOption[] }) {
  const t = useT(topicsMessages);
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <Group gap="xs" align="end" wrap="wrap">
      <Select
        label={t('topics.proposeLabel')}
        placeholder={t('topics.choose')}
        searchable
        size="xs"
        data={options.map((option) => ({ value: String(option.id), label: option.label }))}
        value={chosen}
        onChange={setChosen}
        style={{ flex: '1 1 12rem' }}
      />
      <Button
        size="xs"
        disabled={busy || chosen === null}
        onClick={() => {
          if (chosen === null) return;
          onPropose(Number(chosen), 'person');
          setChosen(null);
        }}
      >
        {t('topics.propose')}
      </Button>
    </Group>
  );
}

type AskAiProps = { onAskAi: () => void; asking: boolean; busy: boolean; error: string | null };

function AskAi({ onAskAi, asking, busy, error }: AskAiProps) {
  const t = useT(topicsMessages);
  const hintId = useId();
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Button
          size="xs"
          variant="light"
          color="violet"
          loading={asking}
          disabled={busy}
          onClick={onAskAi}
          aria-describedby={hintId}
        >
          {t('topics.askAi')}
        </Button>
        <Text id={hintId} size="xs" c="dimmed">
          {t('topics.askAiHint')}
        </Text>
      </Group>
      {error && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/**
 * 主題 of one question: its confirmed tags, the ones proposed and waiting, and the keyword rules' suggestions,
 * each linking to the topic's page (a proposal Gemini made marked AI 推薦); anyone proposes, an expert of the course or an admin confirms or rejects.
 */
export function QuestionTopics({
  tags,
  options = [],
  error = null,
  onRetry,
  onAskAi,
  askingAi = false,
  aiError = null,
  ...props
}: QuestionTopicsProps) {
  const t = useT(topicsMessages);
  const headingId = useId();
  let body: ReactNode;
  if (error) body = <LoadError message={error} onRetry={onRetry} />;
  else if (tags === null)
    body = (
      <Center py="xs" role="status" aria-label={t('topics.loading')}>
        <Loader size="sm" aria-hidden />
      </Center>
    );
  else
    body = (
      <>
        {tags.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('topics.noTags')}
          </Text>
        ) : (
          <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {tags.map((tag) => (
              <TagItem key={tag.topic.id} tag={tag} {...props} />
            ))}
          </Stack>
        )}
        <ProposeTopic options={options} busy={props.busy} onPropose={props.onPropose} />
        {onAskAi && <AskAi onAskAi={onAskAi} asking={askingAi} busy={props.busy ?? false} error={aiError} />}
      </>
    );
  return (
    <Stack component="section" gap="xs" aria-labelledby={headingId}>
      <Title id={headingId} order={4} size="h5">
        {t('topics.heading')}
      </Title>
      {body}
    </Stack>
  );
}
