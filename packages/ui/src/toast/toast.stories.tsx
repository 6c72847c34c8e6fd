import { Button, Center } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from './toast.tsx';

interface ToastDemoProps {
  /** Which toast the button shows. Default 'success'. */
  kind?: keyof typeof toast;
  /** Toast title. Required, no default. */
  title: string;
  /** Toast message. Required, no default. */
  message: string;
}

function ToastDemo({ kind = 'success', title, message }: ToastDemoProps) {
  return (
    <Center p="xl">
      <Button onClick={() => toast[kind](title, message)}>顯示通知</Button>
    </Center>
  );
}

const meta = {
  title: 'Components/Toast',
  component: ToastDemo,
  argTypes: { kind: { control: 'inline-radio', options: ['success', 'error', 'warning', 'info'] } },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = { args: { kind: 'success', title: '下載成功', message: '檔案已開始下載' } };
export const ErrorToast: Story = {
  name: 'Error',
  args: { kind: 'error', title: '登入失敗', message: '帳號或密碼錯誤' },
};
export const Warning: Story = { args: { kind: 'warning', title: '提醒', message: '建議選擇 2-3 份考古題' } };
export const Info: Story = { args: { kind: 'info', title: '生成中', message: '預計需要 2 到 5 分鐘' } };

/** In English: the close button is named in English; the title and message are the caller’s. */
export const SuccessEnglish: Story = {
  args: { kind: 'success', title: 'Download started', message: 'The file is downloading' },
  globals: { locale: 'en' },
};
