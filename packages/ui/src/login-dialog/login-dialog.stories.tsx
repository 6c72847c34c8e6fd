import type { Meta, StoryObj } from '@storybook/react-vite';
import { spies } from '../../.storybook/spies.ts';
import { LoginDialog } from './login-dialog.tsx';

const meta = {
  title: 'Components/LoginDialog',
  component: LoginDialog,
  args: {
    opened: true,
    loading: false,
    ssoEnabled: true,
    ssoDisabledReason: null,
    ...spies('onSubmit', 'onSso', 'onClose'),
  },
} satisfies Meta<typeof LoginDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

/** While the login call runs. */
export const Loading: Story = { args: { loading: true } };

/** The server has no single sign-on configured. */
export const SsoDisabled: Story = {
  args: { ssoEnabled: false, ssoDisabledReason: '尚未設定校務單一登入' },
};

/** The dialog in English. */
export const English: Story = { globals: { locale: 'en' } };
