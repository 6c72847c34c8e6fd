import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FollowToggle } from './follow-toggle.tsx';

const meta = {
  title: 'Components/Follows/FollowToggle',
  component: FollowToggle,
  args: { following: false, onChange: fn(), courseName: '資料結構' },
} satisfies Meta<typeof FollowToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not followed: an outlined pin. */
export const NotFollowing: Story = {};

/** Followed: a filled pin, pressed. */
export const Following: Story = { args: { following: true } };

/** The change is on its way. */
export const Saving: Story = { args: { pending: true } };

/** Followed, in English: the course's name stays as written. */
export const FollowingEnglish: Story = { args: { following: true }, globals: { locale: 'en' } };
