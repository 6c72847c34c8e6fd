import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { spies } from '../../.storybook/spies.ts';
import { atViewport } from '../../.storybook/viewports.ts';
import { AnnouncementTable, initialAnnouncementTableQuery } from './announcement-table.tsx';
import { sampleAdminAnnouncements } from './fixtures.ts';

const meta = {
  title: 'Announcements/AnnouncementTable',
  component: AnnouncementTable,
  args: {
    announcements: sampleAdminAnnouncements,
    total: sampleAdminAnnouncements.length,
    query: initialAnnouncementTableQuery,
    loading: false,
    ...spies('onQueryChange', 'onCreate', 'onEdit', 'onDelete'),
  },
} satisfies Meta<typeof AnnouncementTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Scheduled, switched off and shown ones, newest written first. */
export const Default: Story = {};

/** The second of three pages. */
export const ManyPages: Story = {
  args: { total: 25, query: { ...initialAnnouncementTableQuery, page: 2 } },
};

/** A search that finds nothing. */
export const NoMatch: Story = {
  args: { announcements: [], total: 0, query: { ...initialAnnouncementTableQuery, search: '停課' } },
};

/** No announcement yet. */
export const Empty: Story = { args: { announcements: [], total: 0 } };

/** While GET /admin/announcements runs. */
export const Loading: Story = { args: { announcements: [], total: 0, loading: true } };

/** GET /admin/announcements failed: never shown as an empty list. */
export const LoadFailed: Story = { args: { announcements: [], total: 0, onRetry: fn() } };

/** At 375 px each announcement is a card. */
export const Phone: Story = { globals: atViewport('phone') };

/** 公告管理 in English. */
export const DefaultEnglish: Story = { globals: { locale: 'en' } };
