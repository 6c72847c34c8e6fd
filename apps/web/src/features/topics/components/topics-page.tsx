import { Container, Stack, Title } from '@mantine/core';
import { useT } from '@pastexam/ui/i18n';
import { topicsMessages } from '@pastexam/ui/messages/topics';
import { TopicTreeView } from '@pastexam/ui/topics';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useMe } from '../../../api/me-query.ts';
import { topicTreeQuery } from '../../../api/shared-queries.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.tsx';
import { TopicEditor } from './topic-editor.tsx';
import { TopicFilePanel, useTopicTreeEditing } from './topic-tree-editing.tsx';

const target = (topicId: number) => ({
  to: '/topics/$topicId' as const,
  params: { topicId: String(topicId) },
});

/**
 * 主題: the department's tree, each area with its topics and how many questions carry each confirmed. Admins and
 * course experts add, edit and delete topics; admins export and import the tree as JSON.
 */
export function TopicsPage() {
  const t = useT(topicsMessages);
  const { api } = useServices();
  const router = useRouter();
  const navigate = useNavigate();
  const me = useMe();
  const tree = useQuery(topicTreeQuery(api));
  const editing = useTopicTreeEditing();
  const canEdit = tree.data?.can_edit ?? false;
  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('topics.heading')}
        </Title>
        {me?.is_admin && <TopicFilePanel />}
        {tree.data && canEdit && <TopicEditor areas={tree.data.areas} />}
        <TopicTreeView
          areas={tree.data?.areas ?? null}
          canEdit={canEdit}
          error={tree.error ? errorMessage(tree.error, t('topics.loadFailed')) : null}
          onRetry={() => void tree.refetch()}
          href={(topicId) => router.buildLocation(target(topicId)).href}
          onOpen={(topicId) => void navigate(target(topicId))}
          onEdit={editing.onEdit}
          onDelete={editing.onDelete}
        />
      </Stack>
      {editing.dialogs}
    </Container>
  );
}
