import type { Meta, StoryObj } from '@storybook/react-vite';
import { spies } from '../../.storybook/spies.ts';
import { AnswerVersionsDialog } from './answer-versions-dialog.tsx';
import { sampleVersions } from './fixtures.ts';

const meta = {
  title: 'Answers/AnswerVersionsDialog',
  component: AnswerVersionsDialog,
  args: { opened: true, versions: sampleVersions, ...spies('onClose') },
} satisfies Meta<typeof AnswerVersionsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Earlier versions, newest first, each rendered. */
export const Default: Story = {};

/** Loading. */
export const Loading: Story = { args: { versions: [], loading: true } };

/** Could not be loaded. */
export const LoadFailed: Story = { args: { versions: [], error: '無法載入版本紀錄，請稍後再試' } };
