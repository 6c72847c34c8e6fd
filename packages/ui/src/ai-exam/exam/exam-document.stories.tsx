import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen } from 'storybook/test';
import { spies } from '../../../.storybook/spies.ts';
import { atViewport } from '../../../.storybook/viewports.ts';
import { ExamDocument } from './exam-document.tsx';
import { sampleArchivesUsed, sampleExam, sampleMarks } from './fixtures.ts';

const meta = {
  title: 'AiExam/ExamDocument',
  component: ExamDocument,
  args: { exam: sampleExam, archives: sampleArchivesUsed, ...spies('onOpenSource', 'onMark') },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ExamDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Freshly generated: every answer hidden, nothing marked, the stopwatch not started. */
export const Practice: Story = {};

/** After 全部顯示: each answer under its question, sub-questions' answers by their labels. */
export const AllRevealed: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: '全部顯示' }));
  },
};

/** 第 1 題 marked 會 and 第 2 題 不會; the progress line counts them. */
export const WithMarks: Story = { args: { marks: sampleMarks } };

/** 只看標記「不會」的題目: only 第 2 題 is left, under its section. */
export const OnlyUnknown: Story = {
  args: { marks: sampleMarks },
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('switch', { name: '只看標記「不會」的題目' }));
  },
};

/** The filter is on but nothing is marked 不會: said so, rather than an empty page. */
export const NoneUnknown: Story = {
  args: { marks: { '0-0': 'known' } },
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('switch', { name: '只看標記「不會」的題目' }));
  },
};

/** The model wrote 總分 1 分 over questions worth 100: the sum is shown, with a note of what it wrote. */
export const CorrectedTotal: Story = { args: { exam: { ...sampleExam, stated_total_points: 1 } } };

/** Where marks cannot be kept: answers and the stopwatch only. */
export const NoMarkButtons: Story = { args: { onMark: undefined } };

/** At 375 px the mark buttons wrap under each question's heading and formulas scroll on their own. */
export const Phone: Story = { args: { marks: sampleMarks }, globals: atViewport('phone') };

/** 加入複習 beside each question: 第 1 題 is in the review deck already. */
export const WithReview: Story = {
  args: {
    review: (key: string) => ({ inReview: key === '0-0', pending: false, onChange: () => undefined }),
  },
};

/** In English, with an image in the instructions: named in its place, never fetched. */
export const ImageEnglish: Story = {
  args: {
    exam: {
      ...sampleExam,
      instructions: `${sampleExam.instructions}\n\n![二元堆積示意圖](https://example.com/heap.png)`,
    },
  },
  globals: { locale: 'en' },
};
