import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { spies } from '../../.storybook/spies.ts';
import { atViewport } from '../../.storybook/viewports.ts';
import { importedUser, sampleUsers, selfUser } from './fixtures.ts';
import { UserTable } from './user-table.tsx';

const meta = {
  title: 'Admin/UserTable',
  component: UserTable,
  args: {
    users: sampleUsers,
    currentUserId: selfUser.id,
    loading: false,
    ...spies('onCreate', 'onEdit', 'onDelete', 'onLogoutAll'),
  },
} satisfies Meta<typeof UserTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The admin's own row (no delete, no 登出所有裝置), a single sign-on student and a local account that never
 * signed in.
 */
export const Default: Story = {};

/** An account brought in from the original system whose e-mail an admin should correct: 電子郵件待確認. */
export const ImportedEmail: Story = { args: { users: [...sampleUsers, importedUser] } };

/** While GET /users/admin/users runs. */
export const Loading: Story = { args: { users: [], loading: true } };

/** GET /users/admin/users failed: never shown as an empty list. */
export const LoadFailed: Story = { args: { users: [], onRetry: fn() } };

/** No account at all (only possible before the first admin exists). */
export const Empty: Story = { args: { users: [] } };

/** At 375 px each account is a card: every column and button, no sideways scroll. */
export const Phone: Story = { globals: atViewport('phone') };
