import type { Meta, StoryObj } from '@storybook/react-vite';
import { spies } from '../../.storybook/spies.ts';
import { atViewport } from '../../.storybook/viewports.ts';
import { importantAnnouncement, longAnnouncement } from './fixtures.ts';
import { ImportantAnnouncements } from './important-announcements.tsx';

const meta = {
  title: 'Announcements/ImportantAnnouncements',
  component: ImportantAnnouncements,
  args: { announcements: [importantAnnouncement], ...spies('onUnfold') },
} satisfies Meta<typeof ImportantAnnouncements>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One 重要 announcement on the home page. */
export const One: Story = {};

/** Two, newest first; the long one folded. */
export const Several: Story = {
  args: { announcements: [importantAnnouncement, { ...longAnnouncement, importance: 'important' }] },
};

/** None is shown now (or the list is still loading, or failed): the home page shows nothing here. */
export const None: Story = { args: { announcements: [] } };

/** At 375 px. */
export const Phone: Story = { globals: atViewport('phone') };
