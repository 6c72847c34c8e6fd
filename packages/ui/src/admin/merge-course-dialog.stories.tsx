import type { Meta, StoryObj } from '@storybook/react-vite';
import { spies } from '../../.storybook/spies.ts';
import { atViewport } from '../../.storybook/viewports.ts';
import { pendingCourses, sampleCourses } from './fixtures.ts';
import { MergeCourseDialog } from './merge-course-dialog.tsx';

const meta = {
  title: 'Admin/MergeCourseDialog',
  component: MergeCourseDialog,
  args: {
    opened: true,
    course: pendingCourses[0] ?? null,
    targets: [...sampleCourses(14), ...pendingCourses],
    submitting: false,
    ...spies('onSubmit', 'onClose'),
  },
} satisfies Meta<typeof MergeCourseDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Merging the misspelt 資料結購: the courses of its own category come first. */
export const Default: Story = {};

/** While the merge runs. */
export const Submitting: Story = { args: { submitting: true } };

export const Phone: Story = { globals: atViewport('phone') };
