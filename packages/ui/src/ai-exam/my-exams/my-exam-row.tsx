import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Menu,
  Paper,
  Progress,
  Stack,
  Text,
} from '@mantine/core';
import type { TaskStatus, TaskSummary } from '@pastexam/api-contract';
import { IconDots, IconRefresh } from '@tabler/icons-react';
import { aiExamMessages } from '../../i18n/compiled/ai-exam.catalogue.ts';
import type { Translate } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/locale-provider.tsx';
import type { MessageId } from '../../i18n/messages/ai-exam.zh-TW.ts';
import { formatTaipeiDateTime } from '../../time-format.ts';
import { ExamActionItems } from './exam-action-items.tsx';

/** What a row can ask for; each handler receives the row's task. */
export type ExamRowHandlers = Record<
  'onOpen' | 'onRename' | 'onDelete' | 'onRegenerate' | 'onRetryTask',
  (task: TaskSummary) => void
>;

/** How 我的模擬試題 names each status (not_found is a task deleted while the list was open). */
export const taskStatusMessages: Record<TaskStatus, MessageId> = {
  pending: 'ai-exam.statusPending',
  in_progress: 'ai-exam.statusInProgress',
  complete: 'ai-exam.statusComplete',
  failed: 'ai-exam.statusFailed',
  not_found: 'ai-exam.statusNotFound',
};

const statusColors: Record<TaskStatus, string> = {
  pending: 'gray',
  in_progress: 'blue',
  complete: 'green',
  failed: 'red',
  not_found: 'gray',
};

const isRunning = (status: TaskStatus) => status === 'pending' || status === 'in_progress';

/** 資料結構 · 陳志明: the course, then its professors. */
export const courseLine = (task: TaskSummary, t: Translate<MessageId>) =>
  [task.course, task.professors.join(t('ai-exam.listSeparator'))].filter(Boolean).join(' · ');

/** 113 期末考、112 期中考: the archives the exam was made from. */
export const archivesLine = (task: TaskSummary, t: Translate<MessageId>) =>
  task.archives_used
    .map((archive) => `${archive.academic_year} ${archive.name}`)
    .join(t('ai-exam.listSeparator'));

function StatusBadge({ status }: { status: TaskStatus }) {
  const t = useT(aiExamMessages);
  return (
    <Badge
      variant="light"
      color={statusColors[status]}
      style={{ flexShrink: 0 }}
      leftSection={isRunning(status) ? <Loader size={10} color={statusColors[status]} aria-hidden /> : null}
    >
      {t(taskStatusMessages[status])}
    </Badge>
  );
}

/** How far the student has got in practising a finished exam: marked 會 or 不會 out of all its questions. */
function Practice({ task }: { task: TaskSummary }) {
  const { questions, known, unknown } = task.progress;
  const t = useT(aiExamMessages);
  // An exam kept as text only has no questions to mark.
  if (questions === 0) return null;
  const practised = known + unknown;
  return (
    <Stack gap={4}>
      <Text size="sm">
        {t('ai-exam.practised', { practised, questions })}
        {unknown > 0 && t('ai-exam.practisedUnknown', { unknown })}
      </Text>
      <Progress
        size="sm"
        color="teal"
        value={Math.round((practised / questions) * 100)}
        aria-label={t('ai-exam.progressOf', { title: task.title })}
      />
    </Stack>
  );
}

/** The row's less frequent actions, behind one button so that a phone-wide row keeps a single line of them. */
function RowMenu({ task, handlers }: { task: TaskSummary; handlers: ExamRowHandlers }) {
  const t = useT(aiExamMessages);
  return (
    <Menu position="bottom-end" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('ai-exam.moreActionsOf', { title: task.title })}
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <ExamActionItems
          finished={task.status === 'complete'}
          onRename={() => handlers.onRename(task)}
          onRegenerate={() => handlers.onRegenerate(task)}
          onDelete={() => handlers.onDelete(task)}
        />
      </Menu.Dropdown>
    </Menu>
  );
}

/** One exam: its title and status, what it was made from and when, then its progress or its failure. */
export function ExamRow({ task, handlers }: { task: TaskSummary; handlers: ExamRowHandlers }) {
  const complete = task.status === 'complete';
  const failed = task.status === 'failed';
  const t = useT(aiExamMessages);
  const core = useT();
  const archives = archivesLine(task, t);
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          {complete ? (
            <Anchor
              component="button"
              type="button"
              fw={600}
              ta="left"
              style={{ overflowWrap: 'anywhere' }}
              onClick={() => handlers.onOpen(task)}
            >
              {task.title}
            </Anchor>
          ) : (
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {task.title}
            </Text>
          )}
          <StatusBadge status={task.status} />
        </Group>
        <Text size="sm">{courseLine(task, t)}</Text>
        {archives && (
          <Text size="sm" c="dimmed">
            {t('ai-exam.archivesUsedLine', { archives })}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t('ai-exam.createdAt')}{' '}
          <time dateTime={task.created_at}>{formatTaipeiDateTime(task.created_at)}</time>
        </Text>
        {complete && <Practice task={task} />}
        {failed && task.error && (
          <Text size="sm" c="var(--mantine-color-error)">
            {task.error}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          {complete && (
            <Button
              size="xs"
              aria-label={t('ai-exam.openExam', { title: task.title })}
              onClick={() => handlers.onOpen(task)}
            >
              {t('ai-exam.open')}
            </Button>
          )}
          {failed && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRefresh size={14} aria-hidden />}
              aria-label={t('ai-exam.retryExam', { title: task.title })}
              onClick={() => handlers.onRetryTask(task)}
            >
              {core('common.retry')}
            </Button>
          )}
          <RowMenu task={task} handlers={handlers} />
        </Group>
      </Stack>
    </Paper>
  );
}
