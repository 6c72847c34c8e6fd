import type { Meta, StoryObj } from '@storybook/react-vite';
import { spies } from '../../.storybook/spies.ts';
import { atViewport } from '../../.storybook/viewports.ts';
import { ChangePasswordDialog } from './change-password-dialog.tsx';

const meta = {
  title: 'Components/ChangePasswordDialog',
  component: ChangePasswordDialog,
  args: { opened: true, submitting: false, ...spies('onSubmit', 'onClose') },
} satisfies Meta<typeof ChangePasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from 變更密碼 in the user's own menu: the current password, then the new one twice. */
export const Empty: Story = {};

/** While the change is being sent. */
export const Submitting: Story = { args: { submitting: true } };

/** The server answered 400 `wrong_password`: shown under 目前的密碼. */
export const WrongCurrentPassword: Story = {
  args: { fieldErrors: { current_password: '目前的密碼不正確' } },
};

/** At 375 px. */
export const Phone: Story = { globals: atViewport('phone') };

/** In English: the title, the three fields and their hint. */
export const EmptyEnglish: Story = { globals: { locale: 'en' } };
