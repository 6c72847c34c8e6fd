import type { Meta, StoryObj } from '@storybook/react-vite';
import { spies } from '../../.storybook/spies.ts';
import { sampleMyWishes } from './fixtures.ts';
import { MyWishesDialog } from './my-wishes-dialog.tsx';

const meta = {
  title: 'Wishes/MyWishesDialog',
  component: MyWishesDialog,
  args: {
    opened: true,
    wishes: sampleMyWishes,
    archiveHref: (wish) => `/archive?course=${wish.course_id}&archive=${wish.fulfilled_archive_id}`,
    ...spies('onClose'),
  },
} satisfies Meta<typeof MyWishesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting, fulfilled (with its archive) and closed (with why). */
export const SomeWishes: Story = {};

/** No wish yet. */
export const Empty: Story = { args: { wishes: [] } };

/** Loading. */
export const Loading: Story = { args: { wishes: null } };
