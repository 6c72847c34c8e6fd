import { Button } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { spies } from '../../.storybook/spies.ts';
import { atViewport } from '../../.storybook/viewports.ts';
import { ArchiveOverview } from './archive-overview.tsx';
import { emptyOverview, sampleOverview } from './fixtures.ts';

const meta = {
  title: 'Archives/ArchiveOverview',
  component: ArchiveOverview,
  args: {
    userName: '王小明',
    overview: sampleOverview,
    courseHref: (courseId) => `/archive?course=${courseId}`,
    archiveHref: (archive) => `/archive?course=${archive.course_id}&archive=${archive.id}`,
    ...spies('onOpenCourse', 'onOpenArchive', 'onRetry'),
  },
} satisfies Meta<typeof ArchiveOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A student back for more: their courses, the newest uploads and this term's most downloaded, side by side. */
export const Desktop: Story = {
  args: { actions: <Button size="sm">上傳考古題</Button> },
};

/** On phones the lists stack, and 選擇課程 opens the course drawer. */
export const Phone: Story = { args: { onChooseCourse: fn() }, globals: atViewport('phone') };

/** While GET /archives/overview runs. */
export const Loading: Story = { args: { overview: null } };

/** A first visit to a department with nothing uploaded yet. */
export const Empty: Story = { args: { overview: emptyOverview } };

export const LoadFailed: Story = { args: { overview: null, error: '無法載入總覽，請稍後再試' } };
