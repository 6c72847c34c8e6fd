import { Center, Loader, Stack, Table, Text } from '@mantine/core';
import type { QuestionChange, QuestionChangeAction, QuestionState } from '@pastexam/api-contract';
import { DialogFrame } from '../dialog-frame/dialog-frame.tsx';
import { formatTaipeiDateTime } from '../time-format.ts';

export interface QuestionHistoryDialogProps {
  /** Shown. Required. */
  opened: boolean;
  /** The changes, newest first; null while they load. Required. */
  changes: readonly QuestionChange[] | null;
  /** Why they could not be loaded. Default: none. */
  error?: string;
  /** Closing. Required. */
  onClose: () => void;
}

const ACTION_LABELS: Record<QuestionChangeAction, string> = {
  add: '新增',
  move: '移動',
  rename: '重新命名',
  confirm: '確認',
  remove: '刪除',
};

const place = (state: QuestionState) => `第 ${state.page} 頁 ${Math.round(state.top * 100)}%`;

/** What a change did, in words: `第 2 題：第 1 頁 20% → 第 1 頁 25%`. */
export function describeChange(change: QuestionChange): string {
  const { before, after } = change;
  if (before && after && change.action === 'move') return `${after.name}：${place(before)} → ${place(after)}`;
  if (before && after && change.action === 'rename') return `${before.name} → ${after.name}`;
  const state = after ?? before;
  return state ? `${state.name}（${place(state)}）` : '';
}

/** 編輯紀錄: who changed which question start, when, and from what to what, newest first (product §4.11). */
export function QuestionHistoryDialog({ opened, changes, error, onClose }: QuestionHistoryDialogProps) {
  return (
    <DialogFrame opened={opened} onClose={onClose} title="編輯紀錄" width={640}>
      {error ? (
        <Text c="red.8" role="alert">
          {error}
        </Text>
      ) : changes === null ? (
        <Center py="md" role="status">
          <Loader size="sm" aria-label="正在載入編輯紀錄" />
        </Center>
      ) : changes.length === 0 ? (
        <Text c="dimmed">還沒有人修改過題目</Text>
      ) : (
        <Stack gap="xs">
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>時間</Table.Th>
                <Table.Th>修改者</Table.Th>
                <Table.Th>動作</Table.Th>
                <Table.Th>內容</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {changes.map((change) => (
                <Table.Tr key={change.id}>
                  <Table.Td>{formatTaipeiDateTime(change.at)}</Table.Td>
                  <Table.Td>{change.by?.name ?? '已刪除的使用者'}</Table.Td>
                  <Table.Td>{ACTION_LABELS[change.action]}</Table.Td>
                  <Table.Td>{describeChange(change)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </DialogFrame>
  );
}
