import type { Meta, StoryObj } from '@storybook/react-vite';
import { spies } from '../../.storybook/spies.ts';
import { CourseNotFound } from './course-not-found.tsx';

const meta = {
  title: 'Archives/CourseNotFound',
  component: CourseNotFound,
  args: { reason: 'gone', overviewHref: '/archive?overview=true', ...spies('onOverview') },
} satisfies Meta<typeof CourseNotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A bookmark or shared address of a course deleted (or merged) since. */
export const Gone: Story = {};

/** An address whose course is not an id at all (/archive?course=abc). */
export const InvalidAddress: Story = { args: { reason: 'invalid' } };
