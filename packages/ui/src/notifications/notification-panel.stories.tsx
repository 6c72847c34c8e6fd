import type { Meta, StoryObj } from '@storybook/react-vite';
import { spies } from '../../.storybook/spies.ts';
import { manyNotifications, refusedUpload, SAMPLE_NOW, sampleNotifications } from './fixtures.ts';
import { NotificationPanel } from './notification-panel.tsx';

const meta = {
  title: 'Notifications/NotificationPanel',
  component: NotificationPanel,
  args: {
    notifications: sampleNotifications,
    now: SAMPLE_NOW,
    ...spies('onOpen', 'onMarkAllRead', 'onOpenSettings', 'onLoadMore'),
  },
  decorators: [(Story) => <div style={{ width: 380 }}>{Story()}</div>],
} satisfies Meta<typeof NotificationPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing yet: 目前沒有通知. */
export const Empty: Story = { args: { notifications: [] } };

/** Two unread today, one read yesterday, one of an earlier day. */
export const Unread: Story = {};

/** Forty over ten days, five unread, with older ones to load. */
export const Many: Story = { args: { notifications: manyNotifications, hasMore: true } };

/** Before the first page has answered. */
export const Loading: Story = { args: { notifications: [], loading: true } };

/** The first page could not be loaded: 重新載入. */
export const LoadError: Story = { args: { notifications: [], ...spies('onRetry') } };

/** A notification whose second line says two things: a refused upload's exams, then the reason. */
export const TwoLineBody: Story = { args: { notifications: [refusedUpload, ...sampleNotifications] } };
