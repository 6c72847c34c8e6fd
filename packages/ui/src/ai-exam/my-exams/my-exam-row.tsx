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
import { formatTaipeiDateTime } from '../../time-format.ts';
import { ExamActionItems } from './exam-action-items.tsx';

/** What a row can ask for; each handler receives the row's task. */
export type ExamRowHandlers = Record<
  'onOpen' | 'onRename' | 'onDelete' | 'onRegenerate' | 'onRetryTask',
  (task: TaskSummary) => void
>;

/** How 我的模擬試題 names each status (not_found is a task deleted while the list was open). */
export const taskStatusLabels: Record<TaskStatus, string> = {
  pending: '等待中',
  in_progress: '生成中',
  complete: '已完成',
  failed: '失敗',
  not_found: '已刪除',
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
export const courseLine = (task: TaskSummary) =>
  [task.course, task.professors.join('、')].filter(Boolean).join(' · ');

/** 113 期末考、112 期中考: the archives the exam was made from. */
export const archivesLine = (task: TaskSummary) =>
  task.archives_used.map((archive) => `${archive.academic_year} ${archive.name}`).join('、');

function StatusBadge({ status }: { status: TaskStatus }) {
  return (
    <Badge
      variant="light"
      color={statusColors[status]}
      style={{ flexShrink: 0 }}
      leftSection={isRunning(status) ? <Loader size={10} color={statusColors[status]} aria-hidden /> : null}
    >
      {taskStatusLabels[status]}
    </Badge>
  );
}

/** How far the student has got in practising a finished exam: marked 會 or 不會 out of all its questions. */
function Practice({ task }: { task: TaskSummary }) {
  const { questions, known, unknown } = task.progress;
  // An exam kept as text only has no questions to mark.
  if (questions === 0) return null;
  const practised = known + unknown;
  return (
    <Stack gap={4}>
      <Text size="sm">
        已練習 {practised}／{questions} 題{unknown > 0 && ` · 不會 ${unknown} 題`}
      </Text>
      <Progress
        size="sm"
        color="teal"
        value={Math.round((practised / questions) * 100)}
        aria-label={`「${task.title}」的練習進度`}
      />
    </Stack>
  );
}

/** The row's less frequent actions, behind one button so that a phone-wide row keeps a single line of them. */
function RowMenu({ task, handlers }: { task: TaskSummary; handlers: ExamRowHandlers }) {
  return (
    <Menu position="bottom-end" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`「${task.title}」的更多動作`}>
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
  const archives = archivesLine(task);
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
        <Text size="sm">{courseLine(task)}</Text>
        {archives && (
          <Text size="sm" c="dimmed">
            使用的考古題：{archives}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          建立於 <time dateTime={task.created_at}>{formatTaipeiDateTime(task.created_at)}</time>
        </Text>
        {complete && <Practice task={task} />}
        {failed && task.error && (
          <Text size="sm" c="var(--mantine-color-error)">
            {task.error}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          {complete && (
            <Button size="xs" aria-label={`開啟「${task.title}」`} onClick={() => handlers.onOpen(task)}>
              開啟
            </Button>
          )}
          {failed && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRefresh size={14} aria-hidden />}
              aria-label={`重試「${task.title}」`}
              onClick={() => handlers.onRetryTask(task)}
            >
              重試
            </Button>
          )}
          <RowMenu task={task} handlers={handlers} />
        </Group>
      </Stack>
    </Paper>
  );
}
