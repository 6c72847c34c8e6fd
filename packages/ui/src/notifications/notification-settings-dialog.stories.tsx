import type { Meta, StoryObj } from '@storybook/react-vite';
import { spies } from '../../.storybook/spies.ts';
import { sampleSettings } from './fixtures.ts';
import { NotificationSettingsDialog } from './notification-settings-dialog.tsx';

const meta = {
  title: 'Notifications/NotificationSettingsDialog',
  component: NotificationSettingsDialog,
  args: { opened: true, settings: sampleSettings, ...spies('onClose', 'onSave') },
} satisfies Meta<typeof NotificationSettingsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each kind's choice as saved: one off, one by e-mail, the rest 站內. */
export const Saved: Story = {};

/** Before the settings have answered. */
export const Loading: Story = { args: { settings: null, loading: true } };

/** The settings could not be loaded: 重新載入. */
export const LoadError: Story = { args: { settings: null, ...spies('onRetry') } };

/** The server has no mail server (SMTP_URL unset): 電子郵件 and the frequency cannot be chosen, and it says why. */
export const EmailUnavailable: Story = { args: { emailAvailable: false } };

/** 儲存 is running. */
export const Saving: Story = { args: { saving: true } };

/** The saved settings, in English. */
export const SavedEnglish: Story = { globals: { locale: 'en' } };
