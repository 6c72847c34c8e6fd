import type { Meta, StoryObj } from '@storybook/react-vite';
import { spies } from '../../.storybook/spies.ts';
import { atViewport } from '../../.storybook/viewports.ts';
import { NoticesButton } from './notices-button.tsx';

const meta = {
  title: 'Announcements/NoticesButton',
  component: NoticesButton,
  args: { unreadCount: 0, ...spies('onClick', 'onIntent') },
} satisfies Meta<typeof NoticesButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything read: no dot. */
export const AllRead: Story = {};

/** Three unread: the red dot, and the count in the button's name. */
export const Unread: Story = { args: { unreadCount: 3 } };

/** Before GET /announcements/unread has answered: no dot yet. */
export const Unknown: Story = { args: { unreadCount: null } };

/** In the phone's top bar: the icon alone, with its dot. */
export const Phone: Story = { args: { unreadCount: 1 }, globals: atViewport('phone') };

/** In English, three unread. */
export const UnreadEnglish: Story = { args: { unreadCount: 3 }, globals: { locale: 'en' } };
