import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ReviewToggle } from './review-toggle.tsx';

const meta = {
  title: 'Components/Review/ReviewToggle',
  component: ReviewToggle,
  args: { inReview: false, onChange: fn(), questionName: '第 2 題' },
} satisfies Meta<typeof ReviewToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not in the deck. */
export const NotInReview: Story = {};

/** In the deck (複習): filled, pressed. */
export const InReview: Story = { args: { inReview: true } };

/** Not in the deck, in English. */
export const NotInReviewEnglish: Story = { globals: { locale: 'en' } };
