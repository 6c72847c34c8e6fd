import type { Meta, StoryObj } from '@storybook/react-vite';
import { spies } from '../../.storybook/spies.ts';
import { CourseWishes } from './course-wishes.tsx';
import { sampleWish, sampleWishes } from './fixtures.ts';

const meta = {
  title: 'Wishes/CourseWishes',
  component: CourseWishes,
  args: { wishes: sampleWishes, pendingId: null, ...spies('onWish', 'onJoin', 'onFulfil', 'onMyWishes') },
} satisfies Meta<typeof CourseWishes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nobody has wished in this course yet: one line inviting a wish. */
export const Empty: Story = { args: { wishes: [] } };

/** Three open wishes, the most waited-for first; the viewer joined the second. */
export const SomeWishes: Story = {};

/** The viewer joined the only wish; 取消同求 is pressed. */
export const Joined: Story = { args: { wishes: [sampleWish({ joined: true, wisher_count: 4 })] } };

/** The viewer's 同求 is on its way. */
export const Joining: Story = { args: { wishes: [sampleWish()], pendingId: 1 } };

/** Still loading: nothing is drawn. */
export const Loading: Story = { args: { wishes: null } };

/** Three open wishes, in English. */
export const SomeWishesEnglish: Story = { globals: { locale: 'en' } };
