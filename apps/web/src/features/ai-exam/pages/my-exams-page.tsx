import { Container, Stack, Title } from '@mantine/core';
import { MyExamList, RenameExamDialog } from '@pastexam/ui/ai-exam/my-exams';
import { useT } from '@pastexam/ui/i18n';
import { aiExamMessages } from '@pastexam/ui/messages/ai-exam';
import { toast } from '@pastexam/ui/toast';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useServices } from '../../../lib/services.tsx';
import { useQueryFailure } from '../../../lib/use-query-failure.ts';
import { myExamsQuery } from '../api/my-exams.ts';
import { useDeleteTask } from '../api/task-changes.ts';
import { useRegenerate } from '../hooks/use-regenerate.ts';
import { useRenameFlow } from '../hooks/use-rename-flow.ts';

export type MyExamsPageProps = {
  /** Called by the empty list's 生成模擬試題: the AI exam modal. */
  onGenerate: () => void;
};

/** 我的模擬試題 (product §6.11): the user's mock exams, newest first, paged by the server. */
export function MyExamsPage({ onGenerate }: MyExamsPageProps) {
  const t = useT(aiExamMessages);
  const { api } = useServices();
  const navigate = useNavigate();
  const list = useInfiniteQuery(myExamsQuery(api));
  useQueryFailure(list, () => toast.error(t('ai-exam.loadFailed'), t('ai-exam.myExamsFailed')));
  const deletion = useDeleteTask();
  const { regenerate } = useRegenerate();
  const rename = useRenameFlow();

  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('ai-exam.myExams')}
        </Title>
        <MyExamList
          tasks={list.data?.pages.flatMap((page) => page.items) ?? []}
          loading={list.isPending}
          onRetry={list.isError && !list.data ? () => void list.refetch() : null}
          hasMore={list.hasNextPage}
          loadingMore={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
          onOpen={(task) => void navigate({ to: '/exams/$taskId', params: { taskId: task.task_id } })}
          onRename={rename.open}
          onDelete={(task) => void deletion.remove(task)}
          onRegenerate={(task) => void regenerate(task)}
          onRetryTask={(task) => void regenerate(task)}
          onGenerate={onGenerate}
        />
      </Stack>
      <RenameExamDialog {...rename.dialog} />
    </Container>
  );
}
