import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { atViewport } from '../../.storybook/viewports.ts';
import { myFlags, openFlaggedAnswer, resolvedFlaggedAnswer } from './fixtures.ts';
import { FlagAnswerDialog } from './flag-answer-dialog.tsx';
import { FlaggedAnswersPanel } from './flagged-answers-panel.tsx';
import { MyFlagsList } from './my-flags-list.tsx';

/** The admin's 檢舉 tab, 我的檢舉 and the dialog a flag is made in, each state one story. */
const meta = {
  title: 'Answers/Flags',
  component: FlaggedAnswersPanel,
  args: {
    state: 'open',
    onStateChange: fn(),
    answers: [openFlaggedAnswer],
    onResolve: fn(),
    linkOf: () => '/archive?course=3',
  },
} satisfies Meta<typeof FlaggedAnswersPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open flags of one answer, with 保留 / 隱藏答案 / 刪除答案. */
export const OpenFlags: Story = {};

/** A resolution being sent: the answer's buttons wait. */
export const Resolving: Story = { args: { busyAnswerId: 41 } };

/** Resolved flags say how and by whom. */
export const ResolvedFlags: Story = { args: { state: 'resolved', answers: [resolvedFlaggedAnswer] } };

/** Nothing waits. */
export const NoFlags: Story = { args: { answers: [] } };

/** The list could not be loaded. */
export const LoadFailed: Story = { args: { answers: null, onRetry: fn() } };

/** On a phone. */
export const Phone: Story = { globals: atViewport('phone') };

/** 我的檢舉 with a new outcome and a flag still open. */
export const MyFlags: Story = { render: () => <MyFlagsList flags={myFlags} /> };

/** 我的檢舉 before any flag. */
export const MyFlagsEmpty: Story = { render: () => <MyFlagsList flags={[]} /> };

/** The flag dialog as it opens. */
export const FlagDialog: Story = {
  render: () => <FlagAnswerDialog opened onSubmit={fn()} onClose={fn()} />,
};

/** The flag dialog in English: the reasons are the contract's labels in English. */
export const FlagDialogEnglish: Story = { ...FlagDialog, globals: { locale: 'en' } };

/** The flag dialog after the server refused the flag. */
export const FlagDialogRefused: Story = {
  render: () => <FlagAnswerDialog opened onSubmit={fn()} onClose={fn()} error="您已用這個理由檢舉過此解答" />,
};
