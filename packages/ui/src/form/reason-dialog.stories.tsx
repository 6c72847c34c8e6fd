import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ReasonDialog } from './reason-dialog.tsx';

const reasons = ['wrong', 'unclear', 'other'] as const;

/** The reason dialog 檢舉解答 and 回報問題 share: a reason among radio buttons and an optional note. */
const meta = {
  title: 'Components/Form/ReasonDialog',
  component: ReasonDialog<(typeof reasons)[number]>,
  args: {
    opened: true,
    title: '檢舉解答',
    reasons,
    labels: { wrong: '解答錯誤', unclear: '內容不清楚', other: '其他' },
    reasonLabel: '檢舉理由',
    noteMaxLength: 200,
    submitLabel: '送出檢舉',
    errorTitle: '無法送出檢舉',
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ReasonDialog<(typeof reasons)[number]>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet. */
export const Blank: Story = {};

/** The last attempt was refused. */
export const Refused: Story = { args: { error: '這則解答已經檢舉過了' } };

/** In English: the dialog's own words are English; the caller's title and labels come in its language. */
export const BlankEnglish: Story = {
  args: {
    title: 'Report answer',
    labels: { wrong: 'Wrong answer', unclear: 'Unclear', other: 'Other' },
    reasonLabel: 'Reason for reporting',
    submitLabel: 'Send report',
    errorTitle: 'Couldn’t send the report',
  },
  globals: { locale: 'en' },
};
