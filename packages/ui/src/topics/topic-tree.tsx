import { ActionIcon, Anchor, Badge, Center, Group, Loader, Stack, Text } from '@mantine/core';
import type { Topic, TopicTree } from '@pastexam/api-contract';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { LoadError } from '../archives/load-error.tsx';
import { followInPage } from '../archives/plain-click.ts';

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
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        size="sm"
        aria-label={`編輯 ${topic.name_zh}`}
        onClick={() => props.onEdit(topic)}
      >
        <IconPencil size={14} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red.8"
        size="sm"
        aria-label={`刪除 ${topic.name_zh}`}
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
  if (error) return <LoadError message={error} onRetry={onRetry} />;
  if (areas === null)
    return (
      <Center role="status" aria-label="正在載入主題">
        <Loader size="sm" aria-hidden />
      </Center>
    );
  if (areas.length === 0) return <Text c="dimmed">主題樹還是空的。</Text>;
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
                <Badge variant="light" color="gray" aria-label={`${child.question_count} 題`}>
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

/** What deleting a topic removes, said before it is done. */
export function deletionMessage(topic: Topic, children: readonly Topic[]): string {
  const tagged = [topic, ...children].reduce((sum, one) => sum + one.question_count, 0);
  const what =
    children.length > 0
      ? `領域「${topic.name_zh}」與其下 ${children.length} 個主題都會刪除`
      : `主題「${topic.name_zh}」會刪除`;
  return `${what}；題目上的這些主題（已確認 ${tagged} 題，以及待確認的提議）一併移除，題目本身不受影響。此動作無法復原。`;
}
