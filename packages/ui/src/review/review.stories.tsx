import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleReviewCards } from './fixtures.ts';
import { ReviewCard } from './review-card.tsx';

const [answered, unanswered, mockExam] = sampleReviewCards;
if (!answered || !unanswered || !mockExam) throw new Error('fixtures');

const meta = {
  title: 'Components/Review/ReviewCard',
  component: ReviewCard,
  args: {
    card: answered,
    revealed: false,
    onReveal: fn(),
    onGrade: fn(),
    href: '/archive?course=1&archive=5&question=14',
    position: '1 / 2',
  },
} satisfies Meta<typeof ReviewCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card's front: the question and 顯示解答. */
export const Front: Story = {};

/** Revealed: the top answer and the four self-grades. */
export const Revealed: Story = { args: { revealed: true } };

/** Revealed, for a question nobody has answered yet. */
export const NoAnswer: Story = { args: { card: unanswered, revealed: true } };

/** An archive question's front with its region, as the app draws it. */
export const WithRegion: Story = {
  args: {
    question: (
      <div
        role="img"
        aria-label="3(b)的題目"
        style={{ height: 120, background: 'var(--mantine-color-default-hover)' }}
      />
    ),
  },
};

/** A mock exam's question: its text in front. */
export const MockExamFront: Story = {
  args: { card: mockExam, href: `/exams/${mockExam.kind === 'mock_exam' ? mockExam.task_id : ''}` },
};

/** A mock exam's question revealed: its answer as the exam keeps it, formulas typeset. */
export const MockExamRevealed: Story = { args: { ...MockExamFront.args, revealed: true } };

/** A grade is on its way. */
export const Grading: Story = { args: { revealed: true, pending: true } };

/** Revealed, in English: the exam's and question's names and the answer as written. */
export const RevealedEnglish: Story = { args: { revealed: true }, globals: { locale: 'en' } };

/** A mock exam's question in English. */
export const MockExamFrontEnglish: Story = { args: { ...MockExamFront.args }, globals: { locale: 'en' } };
