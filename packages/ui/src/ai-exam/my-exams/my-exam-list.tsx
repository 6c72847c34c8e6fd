import { Button, Stack, Text } from '@mantine/core';
import type { TaskSummary } from '@pastexam/api-contract';
import { IconSparkles } from '@tabler/icons-react';
import { PagedList } from '../../admin/paged-list.tsx';
import { loadStatus } from '../../admin/table-status.tsx';
import { aiExamMessages } from '../../i18n/compiled/ai-exam.catalogue.ts';
import { useT } from '../../i18n/locale-provider.tsx';
import { ExamRow } from './my-exam-row.tsx';

export interface MyExamListProps {
  /** The user's exams loaded so far, newest first. Required, no default. */
  tasks: readonly TaskSummary[];
  /** The first page is loading. Required, no default. */
  loading: boolean;
  /** Loading failed; called by 重新載入. Default null (it loaded). */
  onRetry?: (() => void) | null;
  /** Older exams exist: 載入更多 shows them. Default false. */
  hasMore?: boolean;
  /** The next page is loading. Default false. */
  loadingMore?: boolean;
  /** Called by 載入更多. Required, no default. */
  onLoadMore: () => void;
  /** Called by 開啟 or the title of a finished exam. Required, no default. */
  onOpen: (task: TaskSummary) => void;
  /** Called by 重新命名 in a finished exam's menu. Required, no default. */
  onRename: (task: TaskSummary) => void;
  /** Called by 刪除 in any exam's menu; the caller confirms. Required, no default. */
  onDelete: (task: TaskSummary) => void;
  /** Called by 再生成一次 in a finished exam's menu, to generate again from the same archives. Required, no default. */
  onRegenerate: (task: TaskSummary) => void;
  /** Called by 重試 on a failed exam, to generate again from the same archives. Required, no default. */
  onRetryTask: (task: TaskSummary) => void;
  /** Called by 生成模擬試題 when the user has no exams yet. Required, no default. */
  onGenerate: () => void;
}

function EmptyState({ onGenerate }: { onGenerate: () => void }) {
  const t = useT(aiExamMessages);
  return (
    <Stack align="center" gap="xs" py="xl">
      <Text fw={600}>{t('ai-exam.noExamsYet')}</Text>
      <Text size="sm" c="dimmed" ta="center">
        {t('ai-exam.noExamsYetHint')}
      </Text>
      <Button mt="xs" leftSection={<IconSparkles size={18} aria-hidden />} onClick={onGenerate}>
        {t('ai-exam.generate')}
      </Button>
    </Stack>
  );
}

/**
 * 我的模擬試題: the user's mock exams, newest first, each with its status, what it was made from and how far it
 * has been practised; finished ones open, failed ones can be tried again; 載入更多 below.
 */
export function MyExamList(props: MyExamListProps) {
  const { tasks, loading, onRetry = null } = props;
  const t = useT(aiExamMessages);
  if (!loading && !onRetry && tasks.length === 0) return <EmptyState onGenerate={props.onGenerate} />;
  const status = loadStatus(loading, onRetry, {
    loading: t('ai-exam.listLoading'),
    failed: t('ai-exam.listFailed'),
  });
  return (
    <Stack gap="md">
      <PagedList label={t('ai-exam.myExams')} status={status} paging={props}>
        {tasks.map((task) => (
          <ExamRow key={task.task_id} task={task} handlers={props} />
        ))}
      </PagedList>
    </Stack>
  );
}
