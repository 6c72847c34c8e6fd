import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen } from 'storybook/test';
import { spies } from '../../../.storybook/spies.ts';
import { atViewport } from '../../../.storybook/viewports.ts';
import { GENERATED_LONG_TITLE } from './fixtures.ts';
import { RenameExamDialog } from './rename-exam-dialog.tsx';

const meta = {
  title: 'AiExam/RenameExamDialog',
  component: RenameExamDialog,
  args: { opened: true, title: '資料結構 模擬試題', submitting: false, ...spies('onSubmit', 'onClose') },
} satisfies Meta<typeof RenameExamDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from a row's menu, starting from the exam's current name. */
export const Default: Story = {};

/** The generated title is over 60 characters: 儲存 says so under 名稱 instead of sending it. */
export const TooLong: Story = {
  args: { title: GENERATED_LONG_TITLE },
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: '儲存' }));
  },
};

/** PATCH /ai-exam/task/{id} failed: the exam was deleted on another device meanwhile. */
export const ServerError: Story = {
  args: { title: '資料結構期末衝刺', serverError: '找不到這份模擬試題，可能已被刪除' },
};

/** While the new name is saved. */
export const Submitting: Story = { args: { title: '資料結構期末衝刺', submitting: true } };

export const Phone: Story = { globals: atViewport('phone') };
