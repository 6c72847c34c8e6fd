import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { spies } from '../../.storybook/spies.ts';
import { atViewport } from '../../.storybook/viewports.ts';
import { CourseSidebar } from './course-sidebar.tsx';
import { manyCourses, sampleCourses } from './fixtures.ts';

const meta = {
  title: 'Archives/CourseSidebar',
  component: CourseSidebar,
  decorators: [
    (Story) => (
      <Box w={{ base: '100%', md: 300 }} p="md">
        <Story />
      </Box>
    ),
  ],
  args: { courses: sampleCourses, selectedCourseId: null, ...spies('onSelect', 'onRetry') },
} satisfies Meta<typeof CourseSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: atViewport('desktop') };

/** The course list in English; the course names as written. */
export const DesktopEnglish: Story = { globals: { ...atViewport('desktop'), locale: 'en' } };

/** On phones the same list sits in a drawer. */
export const Phone: Story = { globals: atViewport('phone') };

/** The course shown in the main area is highlighted. */
export const Selected: Story = { args: { selectedCourseId: 3 } };

/**
 * As the archive page shows it: each course a link to its page (which also opens in a new tab), under a 總覽
 * link to the page shown before a course is chosen, here the current one.
 */
export const WithLinks: Story = {
  args: {
    courseHref: (courseId) => `/archive?course=${courseId}`,
    overview: { href: '/archive?overview=true', current: true, onOpen: fn() },
  },
};

/** While GET /courses runs. */
/** Two courses followed (追蹤), pinned above the categories. */
export const Following: Story = { args: { followedCourseIds: new Set([6, 3]), selectedCourseId: 3 } };

export const Loading: Story = { args: { courses: null } };

export const LoadFailed: Story = { args: { courses: null, error: '無法載入課程列表' } };

/** A department with no courses yet: every category is there, each saying so. */
export const NoCourses: Story = { args: { courses: manyCourses(0) } };

/**
 * A large department: 500 courses over the seven categories, in a panel that scrolls as the archive page's does;
 * only the courses near its visible part are drawn.
 */
export const LargeDepartment: Story = {
  args: { courses: manyCourses(500) },
  globals: atViewport('desktop'),
  decorators: [
    (Story) => (
      <Box h={600} style={{ overflowY: 'auto' }} data-testid="course-list-panel">
        <Story />
      </Box>
    ),
  ],
};

/** The page opened on a course far down a large department's list: the list is scrolled to show it. */
export const LargeDepartmentSelected: Story = {
  ...LargeDepartment,
  args: { ...LargeDepartment.args, selectedCourseId: 596 },
};

/** A course a student's upload created, marked until an admin confirms it or merges it into another. */
export const PendingCourse: Story = {
  args: {
    courses: {
      ...sampleCourses,
      interdisciplinary: [
        ...sampleCourses.interdisciplinary,
        { id: 99, name: '新開的跨域專題', pending: true },
      ],
    },
  },
};
