import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ReviewDone } from './review-done.tsx';
import { ReviewToday } from './review-today.tsx';

const meta = {
  title: 'Components/Review/ReviewToday',
  component: ReviewToday,
  args: { dueCount: 12, href: '/review', onStart: fn() },
} satisfies Meta<typeof ReviewToday>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cards are due today. */
export const Due: Story = {};

/** The queue is empty. */
export const EmptyQueue: Story = { args: { dueCount: 0 } };

/** The count is on its way: the card's frame holds its place. */
export const Loading: Story = { args: { dueCount: null } };

/** Today's queue is done, after grading three. */
export const Done: Story = {
  render: () => <ReviewDone graded={3} homeHref="/" />,
};

/** Cards are due today, in English. */
export const DueEnglish: Story = { globals: { locale: 'en' } };

/** Today's queue is done, in English. */
export const DoneEnglish: Story = { ...Done, globals: { locale: 'en' } };
