import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { spies } from '../../.storybook/spies.ts';
import { atViewport } from '../../.storybook/viewports.ts';
import { CourseTable } from './course-table.tsx';
import { sampleCourses } from './fixtures.ts';

const meta = {
  title: 'Admin/CourseTable',
  component: CourseTable,
  args: { courses: sampleCourses(14), loading: false, ...spies('onCreate', 'onEdit', 'onDelete') },
} satisfies Meta<typeof CourseTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two pages of courses across the categories. */
export const Default: Story = {};

/** While GET /courses/admin/courses runs. */
export const Loading: Story = { args: { courses: [], loading: true } };

/** GET /courses/admin/courses failed: never shown as an empty list. */
export const LoadFailed: Story = { args: { courses: [], onRetry: fn() } };

/** A new department with no course yet. */
export const Empty: Story = { args: { courses: [] } };

/** At 375 px each course is a card with its buttons, and 排序 orders them. */
export const Phone: Story = { globals: atViewport('phone') };

/** At 375 px with no course yet: the message, and no cards. */
export const PhoneEmpty: Story = { args: { courses: [] }, globals: atViewport('phone') };

/** The same table in English: the controls and headers translated, the course names as written. */
export const DefaultEnglish: Story = { globals: { locale: 'en' } };
