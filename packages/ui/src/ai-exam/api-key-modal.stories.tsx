import type { Meta, StoryObj } from '@storybook/react-vite';
import { spies } from '../../.storybook/spies.ts';
import { atViewport } from '../../.storybook/viewports.ts';
import { ApiKeyModal } from './api-key-modal.tsx';

const meta = {
  title: 'AiExam/ApiKeyModal',
  component: ApiKeyModal,
  args: {
    opened: true,
    status: { has_api_key: false, api_key_masked: null },
    busy: false,
    ...spies('onSave', 'onRemove', 'onClose'),
  },
} satisfies Meta<typeof ApiKeyModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotSet: Story = {};
export const NotSetPhone: Story = { globals: atViewport('phone') };

/** The key is being tested by the server and saved. */
export const Saving: Story = { args: { busy: true } };

export const KeySet: Story = { args: { status: { has_api_key: true, api_key_masked: '****Ab12' } } };

/** The key is being removed. */
export const Removing: Story = {
  args: { status: { has_api_key: true, api_key_masked: '****Ab12' }, busy: true },
};

/** The status has not arrived yet. */
export const StatusUnknown: Story = { args: { status: null } };

/** No key yet, in English. */
export const NotSetEnglish: Story = { globals: { locale: 'en' } };
