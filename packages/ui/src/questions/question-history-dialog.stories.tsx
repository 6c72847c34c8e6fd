import type { Meta, StoryObj } from '@storybook/react-vite';
import { spies } from '../../.storybook/spies.ts';
import { sampleChanges } from './fixtures.ts';
import { QuestionHistoryDialog } from './question-history-dialog.tsx';

const meta = {
  title: 'Questions/QuestionHistoryDialog',
  component: QuestionHistoryDialog,
  args: { opened: true, changes: sampleChanges, ...spies('onClose') },
} satisfies Meta<typeof QuestionHistoryDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every kind of change, newest first. */
export const WithChanges: Story = {};

/** Nobody changed the questions yet. */
export const Empty: Story = { args: { changes: [] } };

/** Loading. */
export const Loading: Story = { args: { changes: null } };

/** The history could not be loaded. */
export const Failed: Story = { args: { changes: null, error: '伺服器發生錯誤，請稍後再試' } };

/** The history in English. */
export const WithChangesEnglish: Story = { globals: { locale: 'en' } };
