import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BookmarkToggle } from './bookmark-toggle.tsx';

const meta = {
  title: 'Components/Progress/BookmarkToggle',
  component: BookmarkToggle,
  args: { bookmarked: false, onChange: fn(), questionName: '第 2 題' },
} satisfies Meta<typeof BookmarkToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not bookmarked: an outlined star. */
export const NotBookmarked: Story = {};

/** Bookmarked (收藏): a filled star, pressed. */
export const Bookmarked: Story = { args: { bookmarked: true } };

/** The change is on its way. */
export const Saving: Story = { args: { pending: true } };
