import type { Meta, StoryObj } from '@storybook/react-vite';
import { ExamPrint } from './exam-print.tsx';
import { sampleArchivesUsed, sampleExam } from './fixtures.ts';

const meta = {
  title: 'AiExam/ExamPrint',
  component: ExamPrint,
  args: { exam: sampleExam, archives: sampleArchivesUsed },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ExamPrint>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As printed (the browser's print preview shows the page breaks): questions, then 解答 on pages of its own. */
export const Print: Story = {};
