import { ActionIcon, Button, Group, Menu, Modal, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import type { WorksheetSummary } from '@pastexam/api-contract';
import { IconPlaylistAdd, IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { worksheetsMessages } from '../i18n/compiled/worksheets.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';

export interface AddToWorksheetProps {
  /** The reader's worksheets, the last changed first; null while on their way. Required, no default. */
  worksheets: readonly WorksheetSummary[] | null;
  /** The question's name (`第 3 題`), for screen readers. Required, no default. */
  questionName: string;
  /** Called with the worksheet chosen: the question goes at its end. Required, no default. */
  onAdd: (worksheet: WorksheetSummary) => void;
  /** Called with the title of a new worksheet to hold the question. Required, no default. */
  onCreate: (title: string) => void;
  /** An addition is on its way: the button waits. Default: false. */
  pending?: boolean;
}

/** 加入題單 for one question, beside its 收藏 star: a menu of the reader's worksheets, or a new one. */
export function AddToWorksheet({
  worksheets,
  questionName,
  onAdd,
  onCreate,
  pending = false,
}: AddToWorksheetProps) {
  const t = useT(worksheetsMessages);
  const [creating, setCreating] = useState(false);
  const [title, setTitle] = useState('');
  const trimmed = title.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed === '') return;
    onCreate(trimmed);
    setCreating(false);
    setTitle('');
  };
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Tooltip label={t('worksheets.addTo')} withArrow>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('worksheets.addToQuestion', { question: questionName })}
              loading={pending}
            >
              <IconPlaylistAdd size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('worksheets.addTo')}</Menu.Label>
          {worksheets === null && <Menu.Item disabled>{t('worksheets.loading')}</Menu.Item>}
          {worksheets?.map((worksheet) => (
            <Menu.Item key={worksheet.id} onClick={() => onAdd(worksheet)}>
              {t('worksheets.entry', { title: worksheet.title, count: worksheet.question_count })}
            </Menu.Item>
          ))}
          {worksheets !== null && worksheets.length > 0 && <Menu.Divider />}
          <Menu.Item leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setCreating(true)}>
            {t('worksheets.new')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal
        opened={creating}
        onClose={() => setCreating(false)}
        title={t('worksheets.newTitle')}
        closeButtonProps={{ 'aria-label': t('worksheets.closeNew') }}
      >
        <form onSubmit={submit}>
          <Stack gap="sm">
            <Text size="sm">{t('worksheets.newHint', { question: questionName })}</Text>
            <TextInput
              label={t('worksheets.titleLabel')}
              value={title}
              maxLength={60}
              required
              data-autofocus
              onChange={(event) => setTitle(event.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setCreating(false)}>
                {t('worksheets.cancel')}
              </Button>
              <Button type="submit" disabled={trimmed === ''}>
                {t('worksheets.createAndAdd')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
