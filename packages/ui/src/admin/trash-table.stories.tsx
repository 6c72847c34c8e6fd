import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { spies } from '../../.storybook/spies.ts';
import { atViewport } from '../../.storybook/viewports.ts';
import { sampleTrash } from './fixtures.ts';
import { TrashTable } from './trash-table.tsx';

const meta = {
  title: 'Admin/TrashTable',
  component: TrashTable,
  args: { archives: sampleTrash(13), loading: false, ...spies('onRestore', 'onPurge') },
} satisfies Meta<typeof TrashTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two pages of deleted archives, newest first; some went with their deleted course. */
export const Default: Story = {};

/** A restore of the first row is running: its button spins, the others wait. */
export const Restoring: Story = { args: { busyId: 100 } };

/** While GET /archives/admin/trash runs. */
export const Loading: Story = { args: { archives: [], loading: true } };

/** GET /archives/admin/trash failed: never shown as an empty trash. */
export const LoadFailed: Story = { args: { archives: [], onRetry: fn() } };

/** Nothing deleted, or everything purged. */
export const Empty: Story = { args: { archives: [] } };

/** At 375 px each archive is a card headed by its name, with 還原 and 永久刪除 at its foot. */
export const Phone: Story = { globals: atViewport('phone') };
