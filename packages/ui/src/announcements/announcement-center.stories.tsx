import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { spies } from '../../.storybook/spies.ts';
import { atViewport } from '../../.storybook/viewports.ts';
import { AnnouncementCenter } from './announcement-center.tsx';
import { longAnnouncement, sampleAnnouncements } from './fixtures.ts';

const meta = {
  title: 'Announcements/AnnouncementCenter',
  component: AnnouncementCenter,
  args: {
    opened: true,
    announcements: sampleAnnouncements,
    total: sampleAnnouncements.length,
    page: 1,
    pageSize: 10,
    ...spies('onClose', 'onPageChange', 'onUnfold'),
  },
} satisfies Meta<typeof AnnouncementCenter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first: an unread 重要 one, a read 一般 one, and a long one folded behind 顯示全文. */
export const WithItems: Story = {};

/** More than one page: the count and the pages below. */
export const ManyPages: Story = { args: { total: 23, page: 2 } };

/** One long announcement with a list, a code block and a link. */
export const LongBody: Story = { args: { announcements: [longAnnouncement], total: 1 } };

/** While GET /announcements runs. */
export const Loading: Story = { args: { announcements: [], total: 0, loading: true } };

/** GET /announcements failed: never shown as empty. */
export const LoadFailed: Story = { args: { announcements: [], total: 0, onRetry: fn() } };

/** Nothing is shown now. */
export const Empty: Story = { args: { announcements: [], total: 0 } };

/** At 375 px. */
export const Phone: Story = { globals: atViewport('phone') };

/** In English: the words translated, the announcements as written. */
export const ManyPagesEnglish: Story = { args: { total: 23, page: 2 }, globals: { locale: 'en' } };
