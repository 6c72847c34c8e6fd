import { Button, Group, Select, TextInput } from '@mantine/core';
import { routes, type TopicTree } from '@pastexam/api-contract';
import { useT } from '@pastexam/ui/i18n';
import { topicsMessages } from '@pastexam/ui/messages/topics';
import { toast } from '@pastexam/ui/toast';
import { splitKeywords } from '@pastexam/ui/topics';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { queryKeys } from '../../../api/query-keys.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.tsx';

const TOP_LEVEL = 'top';

/** 新增主題 (admins and course experts): a new area, or a topic under one (the tree is two levels deep). */
export function TopicEditor({ areas }: { areas: TopicTree['areas'] }) {
  const t = useT(topicsMessages);
  const core = useT();
  const { api } = useServices();
  const queryClient = useQueryClient();
  const [parent, setParent] = useState<string>(TOP_LEVEL);
  const [nameZh, setNameZh] = useState('');
  const [nameEn, setNameEn] = useState('');
  const [keywords, setKeywords] = useState('');
  const create = useMutation({
    mutationFn: () =>
      api.call(routes.topics.createTopic, {
        body: {
          parent_id: parent === TOP_LEVEL ? null : Number(parent),
          name_zh: nameZh,
          name_en: nameEn,
          keywords: splitKeywords(keywords),
        },
      }),
    onSuccess: (topic) => {
      toast.success(t('topics.added'), topic.name_zh);
      setNameZh('');
      setNameEn('');
      setKeywords('');
    },
    onError: (error) => toast.error(t('topics.addFailed'), errorMessage(error, core('common.tryLater'))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.topics }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <form onSubmit={submit} aria-label={t('topics.add')}>
      <Group align="end" gap="xs" wrap="wrap">
        <Select
          label={t('topics.parentArea')}
          data={[
            { value: TOP_LEVEL, label: t('topics.newArea') },
            ...areas.map((area) => ({ value: String(area.id), label: area.name_zh })),
          ]}
          value={parent}
          onChange={(value) => setParent(value ?? TOP_LEVEL)}
          allowDeselect={false}
        />
        <TextInput
          label={t('topics.nameZh')}
          required
          value={nameZh}
          onChange={(event) => setNameZh(event.currentTarget.value)}
        />
        <TextInput
          label={t('topics.nameEn')}
          required
          value={nameEn}
          onChange={(event) => setNameEn(event.currentTarget.value)}
        />
        <TextInput
          label={t('topics.keywords')}
          value={keywords}
          onChange={(event) => setKeywords(event.currentTarget.value)}
        />
        <Button type="submit" loading={create.isPending}>
          {t('topics.add')}
        </Button>
      </Group>
    </form>
  );
}
