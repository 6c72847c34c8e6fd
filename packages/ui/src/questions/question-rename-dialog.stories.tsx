import type { Meta, StoryObj } from '@storybook/react-vite';
import { spies } from '../../.storybook/spies.ts';
import { QuestionRenameDialog } from './question-rename-dialog.tsx';

const meta = {
  title: 'Questions/QuestionRenameDialog',
  component: QuestionRenameDialog,
  args: { opened: true, name: '第 2 題', ...spies('onSave', 'onClose') },
} satisfies Meta<typeof QuestionRenameDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Being saved. */
export const Saving: Story = { args: { saving: true } };

/** The server refused the name. */
export const Refused: Story = { args: { error: '此考古題的題目已被管理員鎖定，解除鎖定前無法修改' } };

/** Renaming, in English. */
export const DefaultEnglish: Story = { globals: { locale: 'en' } };
