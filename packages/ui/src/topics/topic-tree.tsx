import { ActionIcon, Anchor, Badge, Center, Group, Loader, Stack, Text } from '@mantine/core';
import type { Topic, TopicTree } from '@pastexam/api-contract';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { LoadError } from '../archives/load-error.tsx';
import { followInPage } from '../archives/plain-click.ts';
import { topicsMessages } from '../i18n/compiled/topics.catalogue.ts';
import type { Translate } from '../i18n/i18n.ts';
import { useT } from '../i18n/locale-provider.tsx';
import type { MessageId } from '../i18n/messages/topics.zh-TW.ts';

/** An area of the tree with its topics. */
export type TopicArea = TopicTree['areas'][number];

export type TopicTreeViewProps = {
  /** The areas, each with its topics; null while on their way. Required. */
  areas: readonly TopicArea[] | null;
  /** The reader is an admin or a course expert: 編輯 and 刪除 are shown. Default false. */
  canEdit?: boolean;
  /** The address of a topic's page. Required. */
  href: (topicId: number) => string;
  /** Called instead of following a plain click on a topic (the app navigates itself). Default: links followed. */
  onOpen?: (topicId: number) => void;
  /** 編輯 a topic's names and keywords. Required. */
  onEdit: (topic: Topic) => void;
  /** 刪除 a topic, or an area with its topics. Required. */
  onDelete: (topic: Topic, children: readonly Topic[]) => void;
  /** Why the tree could not be loaded (zh-TW). Default none. */
  error?: string | null;
  /** Called by 重試 after a failed load. Default: no 重試. */
  onRetry?: () => void;
};

function TopicActions({
  topic,
  childTopics = [],
  ...props
}: { topic: Topic; childTopics?: readonly Topic[] } & Pick<TopicTreeViewProps, 'onEdit' | 'onDelete'>) {
  const t = useT(topicsMessages);
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        size="sm"
        aria-label={t('topics.edit', { name: topic.name_zh })}
        onClick={() => props.onEdit(topic)}
      >
        <IconPencil size={14} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red.8"
        size="sm"
        aria-label={t('topics.delete', { name: topic.name_zh })}
        onClick={() => props.onDelete(topic, childTopics)}
      >
        <IconTrash size={14} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

function TopicLink({
  topic,
  strong,
  ...props
}: { topic: Topic; strong?: boolean } & Pick<TopicTreeViewProps, 'href' | 'onOpen'>) {
  return (
    <Anchor
      href={props.href(topic.id)}
      onClick={props.onOpen && followInPage(() => props.onOpen?.(topic.id))}
      fw={strong ? 600 : undefined}
    >
      {topic.name_zh}
    </Anchor>
  );
}

/** 主題樹: each area with its English name and its topics, each with how many questions carry it confirmed. */
export function TopicTreeView({
  areas,
  canEdit = false,
  error = null,
  onRetry,
  ...props
}: TopicTreeViewProps) {
  const t = useT(topicsMessages);
  if (error) return <LoadError message={error} onRetry={onRetry} />;
  if (areas === null)
    return (
      <Center role="status" aria-label={t('topics.loading')}>
        <Loader size="sm" aria-hidden />
      </Center>
    );
  if (areas.length === 0) return <Text c="dimmed">{t('topics.emptyTree')}</Text>;
  return (
    <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
      {areas.map((area) => (
        <Stack component="li" key={area.id} gap={4}>
          <Group gap="xs" wrap="wrap">
            <TopicLink topic={area} strong {...props} />
            <Text size="sm" c="dimmed" lang="en">
              {area.name_en}
            </Text>
            {canEdit && <TopicActions topic={area} childTopics={area.children} {...props} />}
          </Group>
          <Group component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {area.children.map((child) => (
              <Group component="li" key={child.id} gap={4} wrap="nowrap">
                <TopicLink topic={child} {...props} />
                <Badge
                  variant="light"
                  color="gray"
                  aria-label={t('topics.questionCount', { count: child.question_count })}
                >
                  {child.question_count}
                </Badge>
                {canEdit && <TopicActions topic={child} {...props} />}
              </Group>
            ))}
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * What deleting a topic removes, said before it is done; in zh-TW unless given the topics' messages of another
 * language (`useT(topicsMessages)`).
 */
export function deletionMessage(topic: Topic, children: readonly Topic[], t: Translate<MessageId>): string {
  const tagged = [topic, ...children].reduce((sum, one) => sum + one.question_count, 0);
  return children.length > 0
    ? t('topics.deleteArea', { name: topic.name_zh, children: children.length, tagged })
    : t('topics.deleteTopic', { name: topic.name_zh, tagged });
}
