import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CompletionToggle } from './completion-toggle.tsx';

const meta = {
  title: 'Components/Progress/CompletionToggle',
  component: CompletionToggle,
  args: { completed: false, onChange: fn(), archiveLabel: '112 學年度 期中考（王教授）' },
} satisfies Meta<typeof CompletionToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not marked yet. */
export const NotDone: Story = {};

/** Marked 已完成: the button is pressed. */
export const Done: Story = { args: { completed: true } };

/** The change is on its way. */
export const Saving: Story = { args: { pending: true } };

/** Marked done, in English. */
export const DoneEnglish: Story = { ...Done, globals: { locale: 'en' } };
