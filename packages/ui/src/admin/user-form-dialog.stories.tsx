import type { Meta, StoryObj } from '@storybook/react-vite';
import { spies } from '../../.storybook/spies.ts';
import { atViewport } from '../../.storybook/viewports.ts';
import { localStudent, selfUser, ssoStudent } from './fixtures.ts';
import { UserFormDialog } from './user-form-dialog.tsx';

const meta = {
  title: 'Admin/UserFormDialog',
  component: UserFormDialog,
  args: { opened: true, user: null, submitting: false, ...spies('onSubmit', 'onClose') },
} satisfies Meta<typeof UserFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new local account: name and email (each says it signs in), password and the admin switch. */
export const Create: Story = {};

/** A local account: the password field resets its password when filled. */
export const EditLocal: Story = { args: { user: localStudent } };

/** A single sign-on account has no password to set. */
export const EditSso: Story = { args: { user: ssoStudent } };

/** The admin's own account: the admin switch is locked, with the reason, and the password is changed elsewhere. */
export const EditSelf: Story = { args: { user: selfUser, isSelf: true } };

/** While the save call runs. */
export const Submitting: Story = { args: { user: localStudent, submitting: true } };

/** The server answered 409 for the email. */
export const DuplicateEmail: Story = {
  args: { user: localStudent, fieldErrors: { email: '此電子郵件已被其他帳號使用' } },
};

export const Phone: Story = { globals: atViewport('phone') };

/** Creating an account, in English. */
export const CreateEnglish: Story = { globals: { locale: 'en' } };
