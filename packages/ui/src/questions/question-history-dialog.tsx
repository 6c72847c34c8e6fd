import { Center, Loader, Stack, Table, Text } from '@mantine/core';
import type { QuestionChange, QuestionChangeAction, QuestionState } from '@pastexam/api-contract';
import { DialogFrame } from '../dialog-frame/dialog-frame.tsx';
import { questionsMessages } from '../i18n/compiled/questions.catalogue.ts';
import { formatsFor } from '../i18n/format.ts';
import type { Translate } from '../i18n/i18n.ts';
import { useLocale, useT } from '../i18n/locale-provider.tsx';
import type { MessageId } from '../i18n/messages/questions.zh-TW.ts';

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

const ACTION_LABELS: Record<QuestionChangeAction, MessageId> = {
  add: 'questions.actionAdd',
  move: 'questions.actionMove',
  rename: 'questions.actionRename',
  confirm: 'questions.actionConfirm',
  remove: 'questions.actionRemove',
};

const placeOf = (t: Translate<MessageId>, state: QuestionState) =>
  t('questions.place', { page: state.page, percent: Math.round(state.top * 100) });

/** What a change did, in `t`'s words: `第 2 題：第 1 頁 20% → 第 1 頁 25%`. */
export function describeChange(t: Translate<MessageId>, change: QuestionChange): string {
  const { before, after } = change;
  if (before && after && change.action === 'move')
    return t('questions.moved', { name: after.name, from: placeOf(t, before), to: placeOf(t, after) });
  if (before && after && change.action === 'rename')
    return t('questions.renamed', { before: before.name, after: after.name });
  const state = after ?? before;
  return state ? t('questions.placed', { name: state.name, place: placeOf(t, state) }) : '';
}

/** 編輯紀錄: who changed which question start, when, and from what to what, newest first (product §4.11). */
export function QuestionHistoryDialog({ opened, changes, error, onClose }: QuestionHistoryDialogProps) {
  const t = useT(questionsMessages);
  const { dateTime } = formatsFor(useLocale());
  return (
    <DialogFrame opened={opened} onClose={onClose} title={t('questions.history')} width={640}>
      {error ? (
        <Text c="red.8" role="alert">
          {error}
        </Text>
      ) : changes === null ? (
        <Center py="md">
          <Loader role="status" size="sm" aria-label={t('questions.historyLoading')} />
        </Center>
      ) : changes.length === 0 ? (
        <Text c="dimmed">{t('questions.historyEmpty')}</Text>
      ) : (
        <Stack gap="xs">
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('questions.time')}</Table.Th>
                <Table.Th>{t('questions.by')}</Table.Th>
                <Table.Th>{t('questions.action')}</Table.Th>
                <Table.Th>{t('questions.change')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {changes.map((change) => (
                <Table.Tr key={change.id}>
                  <Table.Td>{dateTime(change.at)}</Table.Td>
                  <Table.Td>{change.by?.name ?? t('questions.goneUser')}</Table.Td>
                  <Table.Td>{t(ACTION_LABELS[change.action])}</Table.Td>
                  <Table.Td>{describeChange(t, change)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </DialogFrame>
  );
}
