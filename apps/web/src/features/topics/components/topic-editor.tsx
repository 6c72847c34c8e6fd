import { Button, Group, Select, TextInput } from '@mantine/core';
import { routes, type TopicTree } from '@pastexam/api-contract';
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
      toast.success('已新增主題', topic.name_zh);
      setNameZh('');
      setNameEn('');
      setKeywords('');
    },
    onError: (error) => toast.error('無法新增主題', errorMessage(error, '請稍後再試')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.topics }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <form onSubmit={submit} aria-label="新增主題">
      <Group align="end" gap="xs" wrap="wrap">
        <Select
          label="上層領域"
          data={[
            { value: TOP_LEVEL, label: '（新的領域）' },
            ...areas.map((area) => ({ value: String(area.id), label: area.name_zh })),
          ]}
          value={parent}
          onChange={(value) => setParent(value ?? TOP_LEVEL)}
          allowDeselect={false}
        />
        <TextInput
          label="中文名稱"
          required
          value={nameZh}
          onChange={(event) => setNameZh(event.currentTarget.value)}
        />
        <TextInput
          label="英文名稱"
          required
          value={nameEn}
          onChange={(event) => setNameEn(event.currentTarget.value)}
        />
        <TextInput
          label="關鍵字（以逗號分隔）"
          value={keywords}
          onChange={(event) => setKeywords(event.currentTarget.value)}
        />
        <Button type="submit" loading={create.isPending}>
          新增主題
        </Button>
      </Group>
    </form>
  );
}
