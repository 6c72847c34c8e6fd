import { Button, Group, Select } from '@mantine/core';
import { IconTags } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { worksheetsMessages } from '../i18n/compiled/worksheets.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';
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
  const t = useT(worksheetsMessages);
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
          label={t('worksheets.addByTopic')}
          placeholder={t('worksheets.chooseTopic')}
          data={topics.map((topic) => ({ value: String(topic.id), label: topic.label }))}
          value={chosen}
          onChange={(value) => {
            setChosen(value);
            setMissing(false);
          }}
          error={missing ? t('worksheets.topicMissing') : undefined}
          searchable
          nothingFoundMessage={t('worksheets.noTopicFound')}
          style={{ flex: 1 }}
        />
        <Button
          type="submit"
          variant="default"
          leftSection={<IconTags size={16} aria-hidden />}
          loading={adding}
        >
          {t('worksheets.add')}
        </Button>
      </Group>
    </form>
  );
}
