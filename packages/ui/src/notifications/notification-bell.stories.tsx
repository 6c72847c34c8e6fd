import type { Meta, StoryObj } from '@storybook/react-vite';
import { spies } from '../../.storybook/spies.ts';
import { SAMPLE_NOW, sampleNotifications } from './fixtures.ts';
import { NotificationBell } from './notification-bell.tsx';
import { NotificationPanel } from './notification-panel.tsx';

const meta = {
  title: 'Notifications/NotificationBell',
  component: NotificationBell,
  args: {
    unreadCount: 0,
    opened: false,
    children: (
      <NotificationPanel
        notifications={sampleNotifications}
        now={SAMPLE_NOW}
        onOpen={() => {}}
        onMarkAllRead={() => {}}
        onOpenSettings={() => {}}
      />
    ),
    ...spies('onOpenedChange'),
  },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything read: no count. */
export const AllRead: Story = {};

/** Three unread: the count on the bell and in its name. */
export const Unread: Story = { args: { unreadCount: 3 } };

/** Past 99 unread: 99+ on the bell, the whole number in its name. */
export const ManyUnread: Story = { args: { unreadCount: 120 } };

/** Before the count has answered: a plain bell. */
export const Unknown: Story = { args: { unreadCount: null } };

/** Open: the panel beneath the bell. */
export const Opened: Story = { args: { unreadCount: 2, opened: true } };

/** Open, in English: the bell, the panel and its days named in English, the notifications as written. */
export const OpenedEnglish: Story = { args: { unreadCount: 2, opened: true }, globals: { locale: 'en' } };
