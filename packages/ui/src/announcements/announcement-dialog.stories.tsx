import type { Meta, StoryObj } from '@storybook/react-vite';
import { spies } from '../../.storybook/spies.ts';
import { atViewport } from '../../.storybook/viewports.ts';
import { AnnouncementDialog } from './announcement-dialog.tsx';
import { importantAnnouncement, longAnnouncement, normalAnnouncement } from './fixtures.ts';

const meta = {
  title: 'Announcements/AnnouncementDialog',
  component: AnnouncementDialog,
  args: { opened: true, announcement: importantAnnouncement, ...spies('onClose', 'onShowAll') },
} satisfies Meta<typeof AnnouncementDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 重要 announcement, opened by itself after sign-in. */
export const Important: Story = {};

/** A 一般 one: no mark. */
export const Normal: Story = { args: { announcement: normalAnnouncement } };

/** A long body scrolls inside the dialog. */
export const LongBody: Story = { args: { announcement: longAnnouncement } };

/** Closed (nothing unseen, or read and closed). */
export const Closed: Story = { args: { opened: false } };

/** At 375 px. */
export const Phone: Story = { globals: atViewport('phone') };
