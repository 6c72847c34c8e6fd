import type { Meta, StoryObj } from '@storybook/react-vite';
import { spies } from '../../.storybook/spies.ts';
import { atViewport } from '../../.storybook/viewports.ts';
import { pendingCourses } from './fixtures.ts';
import { PendingCourses } from './pending-courses.tsx';

const meta = {
  title: 'Admin/PendingCourses',
  component: PendingCourses,
  args: { courses: pendingCourses, ...spies('onConfirm', 'onMerge', 'onRefuse') },
} satisfies Meta<typeof PendingCourses>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two courses students' uploads created: a misspelt existing one and a new one. */
export const Default: Story = {};

/** The first is being confirmed: its button spins, the others wait. */
export const Confirming: Story = { args: { busyId: 90 } };

/** Nothing to review: the section is not there at all. */
export const NothingPending: Story = { args: { courses: [] } };

/** At 375 px each course is a card with 確認, 合併… and 退回… at its foot. */
export const Phone: Story = { globals: atViewport('phone') };

/** The courses to review, in English. */
export const DefaultEnglish: Story = { globals: { locale: 'en' } };
