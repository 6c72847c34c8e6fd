import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleReviewCards } from './fixtures.ts';
import { ReviewCard } from './review-card.tsx';

const [answered, unanswered] = sampleReviewCards;
if (!answered || !unanswered) throw new Error('fixtures');

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

/** A grade is on its way. */
export const Grading: Story = { args: { revealed: true, pending: true } };
