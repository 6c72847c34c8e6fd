import { Button, Stack, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { spies } from '../../.storybook/spies.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { useConfirm } from './confirm-provider.tsx';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    opened: true,
    title: '確認',
    message: '確定要重新生成嗎？目前的結果將會清除。',
    ...spies('onConfirm', 'onCancel'),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A destructive action: the confirming button is red and focus starts on 取消. */
export const Danger: Story = {
  args: {
    title: '刪除考古題',
    message: '確定要刪除「112 學年度 期中考」嗎？此動作無法復原。',
    confirmLabel: '刪除',
    danger: true,
  },
};

/** The confirmed action is running. */
export const Loading: Story = {
  args: { title: '刪除考古題', message: '正在刪除…', confirmLabel: '刪除', danger: true, loading: true },
};

function ConfirmDemo() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState<string>('尚未回答');
  const ask = async () => {
    const confirmed = await confirm({ title: '登出', message: '確定要登出嗎？', confirmLabel: '登出' });
    setAnswer(confirmed ? '已確認' : '已取消');
  };
  return (
    <Stack p="md" align="flex-start">
      <Button onClick={ask}>詢問</Button>
      <Text role="status">{answer}</Text>
    </Stack>
  );
}

/** The same dialog driven by `useConfirm()` from the UiProvider. */
export const ViaUseConfirm: Story = { render: () => <ConfirmDemo /> };

/** In English, with the default buttons: the title and message are the caller’s. */
export const DefaultEnglish: Story = {
  args: { title: 'Confirm', message: 'Regenerate it? The current result will be cleared.' },
  globals: { locale: 'en' },
};
