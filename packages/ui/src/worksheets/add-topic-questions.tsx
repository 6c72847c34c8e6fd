import { Button, Group, Select } from '@mantine/core';
import { IconTags } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import type { TopicOption } from '../topics/topic-options.ts';

export interface AddTopicQuestionsProps {
  /** Every topic of the tree as a list names it (`作業系統 › 排程`); empty while the tree loads. Required. */
  topics: readonly TopicOption[];
  /** 加入: the chosen topic's questions at the end of the worksheet. Required, no default. */
  onAdd: (topicId: number) => void;
  /** The questions are on their way: 加入 waits. Default: false. */
  adding?: boolean;
}

/**
 * 依主題加入: a topic (an area takes its topics' too) whose questions join the worksheet, in its page's order,
 * after the questions already there.
 */
export function AddTopicQuestions({ topics, onAdd, adding = false }: AddTopicQuestionsProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (adding) return;
    if (chosen === null) return setMissing(true);
    onAdd(Number(chosen));
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Select
          label="依主題加入"
          placeholder="選擇主題"
          data={topics.map((topic) => ({ value: String(topic.id), label: topic.label }))}
          value={chosen}
          onChange={(value) => {
            setChosen(value);
            setMissing(false);
          }}
          error={missing ? '請選擇主題' : undefined}
          searchable
          nothingFoundMessage="沒有符合的主題"
          style={{ flex: 1 }}
        />
        <Button
          type="submit"
          variant="default"
          leftSection={<IconTags size={16} aria-hidden />}
          loading={adding}
        >
          加入
        </Button>
      </Group>
    </form>
  );
}
