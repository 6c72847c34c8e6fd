import type { Meta, StoryObj } from '@storybook/react-vite';
import { spies } from '../../.storybook/spies.ts';
import { sampleWishes } from './fixtures.ts';
import { MostWished } from './most-wished.tsx';

const meta = {
  title: 'Wishes/MostWished',
  component: MostWished,
  args: {
    wishes: sampleWishes,
    courseHref: (wish) => `/archive?course=${wish.course_id}`,
    ...spies('onCloseWish'),
  },
} satisfies Meta<typeof MostWished>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The most wished-for exams, the most waited-for first. */
export const SomeWishes: Story = {};

/** No wish waits. */
export const Empty: Story = { args: { wishes: [] } };

/** Still loading. */
export const Loading: Story = { args: { wishes: null } };

/** The list could not be loaded. */
export const Failed: Story = { args: { wishes: null, ...spies('onRetry') } };
