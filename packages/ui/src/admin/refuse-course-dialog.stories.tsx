import type { Meta, StoryObj } from '@storybook/react-vite';
import { spies } from '../../.storybook/spies.ts';
import { atViewport } from '../../.storybook/viewports.ts';
import { pendingCourses } from './fixtures.ts';
import { RefuseCourseDialog } from './refuse-course-dialog.tsx';

const meta = {
  title: 'Admin/RefuseCourseDialog',
  component: RefuseCourseDialog,
  args: {
    opened: true,
    course: pendingCourses[1] ?? null,
    submitting: false,
    ...spies('onSubmit', 'onClose'),
  },
} satisfies Meta<typeof RefuseCourseDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Refusing 量子計算導論: what goes, and the reason its uploaders are told. */
export const Default: Story = {};

/** While the refusal runs. */
export const Submitting: Story = { args: { submitting: true } };

export const Phone: Story = { globals: atViewport('phone') };
